import type { ApiClientsConfig } from '@rihla/api-clients'
import { createApiClients } from '@rihla/api-clients'
import { createCatalogs, createI18n } from '@rihla/i18n'
import type { CatalogLoader } from '@rihla/i18n'
import type { Locale } from '@rihla/i18n'
import { createToastQueue } from '@rihla/ui-kit/toast-queue'
import { QueryClient } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { appDataAtom } from './bootstrap/appData'
import { BuildCheck } from './bootstrap/buildCheck'
import type { AppConfig, LayoutComponents, RouterContext } from './routing/context'
import type { RouteFragment } from './routing/fragment'
import { mergeSlugs } from './routing/rewrite'
import type { AppEnvironment } from './state/environment'
import { browserEnvironment } from './state/environment'
import { authAtom, userAtom } from './state/session'
import { coreCatalog } from './catalog'

export interface AppRuntimeOptions {
  config: AppConfig
  apiBaseUrls: Pick<ApiClientsConfig, 'partnerBaseUrl' | 'consumerBaseUrl' | 'clientBaseUrl'>
  fragments: readonly Pick<RouteFragment, 'routes' | 'slugs' | 'catalog' | 'landing' | 'overlays'>[]
  /** The request being rendered on the site's server; the browser's document by default. */
  env?: AppEnvironment
  /** The server's fetch, which forwards the visitor's address to the API. */
  fetch?: typeof globalThis.fetch
  /** The app's own layouts (the widget's), in place of core's. */
  layouts?: LayoutComponents
  /** Those layouts' copy: on every page, as core's header and footer copy is. */
  layoutsCatalog?: CatalogLoader
}

/**
 * Everything one mounted app owns: its jotai store, query cache, Lingui instance and API clients,
 * wired together (the clients read the locale, the user's token and the widget's partner
 * credentials from the store). Passed to the router as its context.
 */
export function createAppRuntime({
  config,
  apiBaseUrls,
  fragments,
  env = browserEnvironment,
  fetch,
  layouts,
  layoutsCatalog,
}: AppRuntimeOptions): RouterContext {
  const store = createStore()
  const i18n = createI18n()
  // Core's copy (header, footer, errors) is on every page; a package's loads with its pages.
  const catalogs = createCatalogs(i18n, layoutsCatalog ? [coreCatalog, layoutsCatalog] : [coreCatalog])
  const catalogsOfRoutes = (routeIds: readonly string[]): CatalogLoader[] =>
    fragments.flatMap((fragment) => {
      const matched = Object.values(fragment.routes).filter((route: { id: string }) =>
        routeIds.includes(route.id),
      )
      if (!matched.length) return []
      const { landing } = fragment
      return [
        landing && matched.every((route) => landing.routes.includes(route))
          ? landing.catalog
          : fragment.catalog,
      ]
    })
  const queryClient = new QueryClient({
    defaultOptions: {
      // The clients already retry once where the spec allows it; a second layer would multiply calls.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
  // The language being activated counts from the moment it is asked for: the startup's first calls
  // (the widget's app data, whose errors the API words in this language) go out while its catalog loads.
  let requestedLocale: Locale | null = null
  const api = createApiClients({
    ...apiBaseUrls,
    fetch,
    getLocale: () => requestedLocale ?? ((i18n.locale || 'en') as Locale),
    getAccessToken: () => store.get(userAtom)?.access_token ?? null,
    getPartnerToken: () => store.get(authAtom).token,
    setPartnerToken: (token) => store.set(authAtom, { ...store.get(authAtom), token }),
    getPartnerCredentials: () => store.get(appDataAtom)?.widget.credentials ?? null,
  })
  return {
    store,
    i18n,
    queryClient,
    api,
    config,
    slugs: mergeSlugs(fragments.map((fragment) => fragment.slugs)),
    buildCheck: new BuildCheck(config.buildId),
    toasts: createToastQueue(),
    activateLocale: (locale, routeIds = []) => {
      requestedLocale = locale
      return catalogs.activate(locale, catalogsOfRoutes(routeIds))
    },
    ensureCatalog: (loader) => catalogs.ready(loader),
    apiBaseUrls,
    overlays: fragments.flatMap((fragment) => (fragment.overlays ? [fragment.overlays] : [])),
    env,
    layouts,
  }
}
