import { withFlowCatalog } from '@rihla/booking-flow/catalog'
import type { CatalogLoader } from '@rihla/i18n'

export const hotelsCatalog: CatalogLoader = withFlowCatalog((locale) => import(`./locales/${locale}.po`))
