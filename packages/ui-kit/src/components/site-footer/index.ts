export { FooterColumn, FooterLinks, SiteFooter } from './SiteFooter.tsx'
export type { FooterColumnProps, FooterLinksProps, SiteFooterProps } from './SiteFooter.tsx'
