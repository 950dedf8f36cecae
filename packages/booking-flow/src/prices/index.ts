export { PriceBreakdownSummary } from './PriceBreakdownSummary'
export type { PriceBreakdownSummaryProps } from './PriceBreakdownSummary'
export { MINUS_SIGN, formatPricePart, priceRows, vatRateText } from './priceRows'
export { priceWithAddons } from './priceWithAddons'
