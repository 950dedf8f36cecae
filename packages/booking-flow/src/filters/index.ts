export { FiltersSheet } from './FiltersSheet.tsx'
export type { FiltersSheetProps } from './FiltersSheet.tsx'
