import { withFlowCatalog } from '@rihla/booking-flow/catalog'
import type { CatalogLoader } from '@rihla/i18n'

const eventsOwnCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)

/** The package's copy with the booking flow's beneath it. */
export const eventsCatalog: CatalogLoader = withFlowCatalog(eventsOwnCatalog)

/** What its landing pages show, alone: extracted from their code (package.json `rihla.landing`). */
export const eventsLandingCatalog: CatalogLoader = (locale) => import(`./locales/landing/${locale}.po`)
