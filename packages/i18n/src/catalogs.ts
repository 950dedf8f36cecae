import type { I18n, Messages } from '@lingui/core'
import { setupI18n } from '@lingui/core'
import type { Locale } from './locale'

/** Each package with copy exports one of these: `(locale) => import(\`./locales/${locale}.po\`)`. */
export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>

export const createI18n = (): I18n => setupI18n()

/**
 * Loads every package's catalog for the locale, merges them (message ids are hashes of the source
 * text, so packages never collide unless they say the same thing) and activates the locale.
 */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  loaders: readonly CatalogLoader[],
): Promise<void> {
  if (i18n.locale === locale) return
  const catalogs = await Promise.all(loaders.map((load) => load(locale)))
  const messages: Messages = Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages
  i18n.loadAndActivate({ locale, messages })
}
