import type { CatalogLoader } from '@rihla/i18n'

/** The flow's own copy; each vertical's catalog loader merges it with its own (see `withFlowCatalog`). */
export const bookingFlowCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)

/**
 * A vertical's catalog with the flow's beneath it, so a page of the vertical has the flow's copy too
 * without the fragment contract knowing the flow exists. The vertical's landing pages, which show none
 * of the flow, load its own catalog alone (`RouteFragment.landing`).
 */
export const withFlowCatalog =
  (own: CatalogLoader): CatalogLoader =>
  async (locale) => {
    const [flow, vertical] = await Promise.all([bookingFlowCatalog(locale), own(locale)])
    return { messages: { ...flow.messages, ...vertical.messages } }
  }
