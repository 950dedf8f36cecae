import type { CatalogLoader } from '@rihla/i18n'

export const widgetCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)
