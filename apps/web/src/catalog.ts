import type { CatalogLoader } from '@rihla/i18n'

export const webCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)
