import { withFlowCatalog } from '@rihla/booking-flow/catalog'
import type { CatalogLoader } from '@rihla/i18n'

/** The package's own copy, alone: what its landing pages load. */
export const eventsOwnCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)

export const eventsCatalog: CatalogLoader = withFlowCatalog(eventsOwnCatalog)
