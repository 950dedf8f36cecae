import type { CatalogLoader } from '@rihla/i18n'

export const bookingsCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)
