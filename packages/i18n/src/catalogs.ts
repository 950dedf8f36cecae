import type { I18n, Messages } from '@lingui/core'
import { setupI18n } from '@lingui/core'
import type { Locale } from './locale'

/** Each package with copy exports one of these: `(locale) => import(\`./locales/${locale}.po\`)`. */
export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>

export const createI18n = (): I18n => setupI18n()

/**
 * Loads every one of these catalogs for the locale, merges them and activates it; nothing when the
 * locale is already active (tests, one-off hosts).
 */
export async function activateLocale(i18n: I18n, locale: Locale, loaders: readonly CatalogLoader[]) {
  if (i18n.locale === locale) return
  await createCatalogs(i18n, loaders).activate(locale)
}

/** The catalogs of one app: some always loaded, the others as the pages and overlays that need them show. */
export interface Catalogs {
  /**
   * Activates the locale with the always-needed catalogs and these (the packages of the page being
   * shown), keeping every catalog already loaded for that locale.
   */
  activate(locale: Locale, loaders?: readonly CatalogLoader[]): Promise<void>
  /**
   * Null when the catalog is part of the active locale's messages, else a promise that settles once it
   * is (the same promise every time, as React's `use` wants).
   */
  ready(loader: CatalogLoader): Promise<void> | null
}

export function createCatalogs(i18n: I18n, always: readonly CatalogLoader[]): Catalogs {
  const loaded = new Map<Locale, Map<CatalogLoader, Messages>>()
  const readiness = new Map<Locale, Map<CatalogLoader, Promise<void>>>()

  const activate = async (locale: Locale, loaders: readonly CatalogLoader[] = []) => {
    const forLocale = loaded.get(locale) ?? new Map<CatalogLoader, Messages>()
    loaded.set(locale, forLocale)
    const missing = [...new Set([...always, ...loaders])].filter((load) => !forLocale.has(load))
    const catalogs = await Promise.all(missing.map((load) => load(locale)))
    missing.forEach((load, index) => forLocale.set(load, catalogs[index]!.messages))
    if (i18n.locale === locale && !missing.length) return
    // Message ids are hashes of the source text, so packages share an id only when they say the same
    // thing; the catalogs check (scripts/check-i18n.mjs) fails when they translate it differently, so
    // the order of this merge never changes a word.
    const messages: Messages = Object.assign({}, ...forLocale.values()) as Messages
    i18n.loadAndActivate({ locale, messages })
  }

  return {
    activate,
    ready(loader) {
      const locale = (i18n.locale || 'en') as Locale
      if (i18n.locale && loaded.get(locale)?.has(loader)) return null
      const forLocale = readiness.get(locale) ?? new Map<CatalogLoader, Promise<void>>()
      readiness.set(locale, forLocale)
      let promise = forLocale.get(loader)
      if (!promise) {
        promise = activate(locale, [loader])
        // A failed load is tried again by the next caller.
        promise.catch(() => forLocale.delete(loader))
        forLocale.set(loader, promise)
      }
      return promise
    },
  }
}
