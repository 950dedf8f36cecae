import type { CatalogLoader } from '@rihla/i18n'

export const accountCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)
