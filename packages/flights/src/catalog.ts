import type { CatalogLoader } from '@rihla/i18n'

export const flightsCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)
