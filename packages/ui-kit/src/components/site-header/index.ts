export { HeaderNavList, SiteHeader } from './SiteHeader.tsx'
export type { HeaderNavListProps, SiteHeaderProps } from './SiteHeader.tsx'
