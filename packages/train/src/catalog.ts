import { withFlowCatalog } from '@rihla/booking-flow/catalog'
import type { CatalogLoader } from '@rihla/i18n'

const trainOwnCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)

/** The package's copy with the booking flow's beneath it. */
export const trainCatalog: CatalogLoader = withFlowCatalog(trainOwnCatalog)

/** What its landing pages show, alone: extracted from their code (package.json `rihla.landing`). */
export const trainLandingCatalog: CatalogLoader = (locale) => import(`./locales/landing/${locale}.po`)
