import type { Locale } from '@rihla/i18n'
import { isLocale } from '@rihla/i18n'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../state/cookies'
import type { AppEnvironment } from '../state/environment'
import { browserEnvironment } from '../state/environment'
import { preferencesAtom } from '../state/preferences'
import type { JotaiStore } from '../routing/context'

export function savedLocale(env: AppEnvironment = browserEnvironment): Locale | null {
  const value = env.readCookie(LOCALE_COOKIE)
  return isLocale(value) ? value : null
}

/** The visitor's language choice: the locale cookie (365 days, path /) and the preferences store. */
export function saveLocale(store: JotaiStore, locale: Locale, env: AppEnvironment = browserEnvironment) {
  if (env.readCookie(LOCALE_COOKIE) !== locale) env.writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE)
  const preferences = store.get(preferencesAtom)
  if (preferences.selectedLanguage !== locale)
    store.set(preferencesAtom, { ...preferences, selectedLanguage: locale })
}

export const browserPrefersArabic = (languages: readonly string[] = browserEnvironment.languages) =>
  languages[0]?.toLowerCase().startsWith('ar') ?? false

/**
 * SPEC.md §4 startup and §2 locale: a locale in the URL wins; else the saved choice; on a first
 * visit, a browser asking for Arabic, else the country from geolocation when it is in the
 * Arabic-countries list, else English.
 */
export async function chooseLocale(options: {
  urlLocale: Locale | null
  saved: Locale | null
  browserArabic: boolean
  country: () => Promise<{ country: string | null; arabicCountries: readonly string[] }>
}): Promise<Locale> {
  if (options.urlLocale) return options.urlLocale
  if (options.saved) return options.saved
  if (options.browserArabic) return 'ar'
  try {
    const { country, arabicCountries } = await options.country()
    return country && arabicCountries.includes(country) ? 'ar' : 'en'
  } catch (error) {
    console.warn('Geolocation failed; using English', error)
    return 'en'
  }
}
