import { withFlowCatalog } from '@rihla/booking-flow/catalog'
import type { CatalogLoader } from '@rihla/i18n'

/** The package's copy with the booking flow's beneath it (the booking status names and card). */
export const supportCatalog: CatalogLoader = withFlowCatalog((locale) => import(`./locales/${locale}.po`))
