import type { AppData } from '@rihla/api-contract'
import type { Locale } from '@rihla/i18n'
import { coreQueries } from '../queries'
import { stripLocale } from '../routing/namedRoutes'
import type { RouterContext } from '../routing/context'
import { preferencesAtom } from '../state/preferences'
import { userAtom } from '../state/session'
import { appDataAtom, loadAppData, serverCheckedAppData } from './appData'
import { chooseCurrency, saveCurrency, savedCurrency } from './currency'
import { browserPrefersArabic, chooseLocale, saveLocale, savedLocale } from './language'

export interface Startup {
  appData: AppData
  /** The language for unprefixed URLs, from the saved choice or first-visit detection. */
  locale: Locale
  /** The app data came from a payload in the URL, which the shell then removes from the address. */
  payloadInUrl: boolean
  /** Settles when the work the first page does not wait for is done: currency, currencies, countries. */
  background: Promise<void>
}

const logFailure = (what: string) => (error: unknown) => console.warn(`${what} failed to load`, error)

/**
 * The startup of SPEC.md §4, once per app: app data, language, currency, countries, and the shell's
 * general data, all in parallel where nothing orders them. The first page waits for app data, the
 * language and the shell's data (its initial fetches); the currency, the currency list and the
 * countries follow behind a partner token and arrive a moment later, while prices show a placeholder.
 * Failures of currencies, countries, settings and utilities are logged; the screens that need them
 * show their own error states.
 */
async function start(context: RouterContext, pathname: string, searchStr: string): Promise<Startup> {
  const { api, queryClient, store, config, env } = context
  const settings = queryClient.ensureQueryData(coreQueries.settings(api))
  const utilities = queryClient.ensureQueryData(coreQueries.utilities(api, store.get(userAtom)?.api_key))
  // Handled at once: the app data below may fail first, and their failures must not go unhandled then.
  const shellData = Promise.all([
    settings.catch(logFailure('Settings')),
    utilities.catch(logFailure('Utilities')),
  ])
  const locale = chooseLocale({
    urlLocale: stripLocale(pathname).locale,
    saved: savedLocale(env),
    browserArabic: browserPrefersArabic(env.languages),
    country: async () => {
      const [country, { localization }] = await Promise.all([
        queryClient.ensureQueryData(coreQueries.geolocation(api)),
        settings,
      ])
      return { country, arabicCountries: localization?.arabicCountries ?? [] }
    },
  })

  const urlPayload = new URLSearchParams(searchStr).get('payload')
  const { appData } = await loadAppData(context, urlPayload)
  store.set(appDataAtom, appData)

  const chosenLocale = await locale
  saveLocale(store, chosenLocale, env)
  const currency = chooseCurrency({
    selected: savedCurrency(env) ?? store.get(preferencesAtom).selectedCurrency,
    clientCurrency: () => queryClient.ensureQueryData(coreQueries.clientCurrency(api)),
    configuredDefault: config.defaultCurrency,
    widgetDefault: appData.widget.defaultCurrency,
  }).then((selectedCurrency) => saveCurrency(store, selectedCurrency, env))

  const background = Promise.all([
    currency,
    queryClient.ensureQueryData(coreQueries.currencies(api)).catch(logFailure('Currencies')),
    queryClient.ensureQueryData(coreQueries.countries(api, chosenLocale)).catch(logFailure('Countries')),
  ]).then(() => undefined)
  await Promise.all([context.activateLocale(chosenLocale), shellData])
  return { appData, locale: chosenLocale, payloadInUrl: urlPayload !== null, background }
}

// By the app's store: the router hands each route's beforeLoad a copy of its context, never the same
// object, and a startup per copy would load app data again.
const startups = new WeakMap<RouterContext['store'], Promise<Startup>>()

/** The app's one startup; a failed one is kept, so every route shows its error until a reload. */
export function startApp(context: RouterContext, location: { pathname: string; searchStr: string }) {
  let startup = startups.get(context.store)
  if (!startup) {
    startup = start(context, location.pathname, location.searchStr)
    startups.set(context.store, startup)
  }
  return startup
}

/**
 * A page the site's server rendered: what its startup chose (app data, currency) came back in
 * cookies, and goes into the store before the first render, so the page hydrates as it was rendered.
 * The startup itself runs with the first navigation, from the data the page brought along.
 */
export function adoptServerStartup(context: Pick<RouterContext, 'store' | 'env'>) {
  const appData = serverCheckedAppData(context.env)
  if (appData) context.store.set(appDataAtom, appData)
  const currency = savedCurrency(context.env)
  if (currency) saveCurrency(context.store, currency, context.env)
}
