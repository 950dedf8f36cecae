import type { CatalogLoader } from '@rihla/i18n'

export const coreCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)
