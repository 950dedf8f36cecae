import { withFlowCatalog } from '@rihla/booking-flow/catalog'
import type { CatalogLoader } from '@rihla/i18n'

export const bookingsCatalog: CatalogLoader = withFlowCatalog((locale) => import(`./locales/${locale}.po`))
