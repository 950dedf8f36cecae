export { WindowList } from './WindowList.tsx'
export type { WindowListProps } from './WindowList.tsx'
