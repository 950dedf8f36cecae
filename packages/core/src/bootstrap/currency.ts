import type { JotaiStore } from '../routing/context'
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE } from '../state/cookies'
import type { AppEnvironment } from '../state/environment'
import { browserEnvironment } from '../state/environment'
import { preferencesAtom } from '../state/preferences'

/**
 * SPEC.md §4 startup: the saved currency; if none, the client's currency from the server, falling back
 * to the configured default when that call fails; then the widget's default currency, if set, wins.
 */
export async function chooseCurrency(options: {
  selected: string | null
  clientCurrency: () => Promise<string>
  configuredDefault: string
  widgetDefault: string | null
}): Promise<string> {
  if (options.widgetDefault) return options.widgetDefault
  if (options.selected) return options.selected
  try {
    return await options.clientCurrency()
  } catch (error) {
    console.warn('Client currency failed to load; using the default', error)
    return options.configuredDefault
  }
}

/**
 * The visitor's currency: the preferences store, and a cookie the site's server reads, so the prices
 * it renders are already in this currency.
 */
export function saveCurrency(store: JotaiStore, code: string, env: AppEnvironment = browserEnvironment) {
  if (env.readCookie(CURRENCY_COOKIE) !== code)
    env.writeCookie(CURRENCY_COOKIE, code, CURRENCY_COOKIE_MAX_AGE)
  const preferences = store.get(preferencesAtom)
  if (preferences.selectedCurrency !== code)
    store.set(preferencesAtom, { ...preferences, selectedCurrency: code })
}

/** The currency the visitor chose on an earlier visit, as the cookie keeps it. */
export function savedCurrency(env: AppEnvironment = browserEnvironment): string | null {
  const value = env.readCookie(CURRENCY_COOKIE)
  return value && /^[A-Z]{3}$/.test(value) ? value : null
}
