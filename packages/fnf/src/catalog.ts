import type { CatalogLoader } from '@rihla/i18n'

export const fnfCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)
