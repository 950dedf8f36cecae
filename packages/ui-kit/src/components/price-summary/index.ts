export { PriceSummary } from './PriceSummary.tsx'
export type { PriceRow, PriceSummaryProps } from './PriceSummary.tsx'
