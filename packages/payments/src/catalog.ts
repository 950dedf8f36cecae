import type { CatalogLoader } from '@rihla/i18n'

export const paymentsCatalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`)
