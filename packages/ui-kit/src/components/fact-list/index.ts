export { Fact, FactList } from './FactList.tsx'
export type { FactListLayout, FactListProps, FactProps } from './FactList.tsx'
