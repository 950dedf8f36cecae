import type { ApiClients } from '@rihla/api-clients'
import type { Locale } from '@rihla/i18n'
import { queryOptions } from '@tanstack/react-query'
import { userScopedMeta } from './state/signOut'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Queries of the shell. Keys start with 'core'; `meta.persist` marks the general data that is kept
 * in localStorage between visits (SPEC.md §3) so a returning visitor starts without waiting for it.
 * `meta.inPage: false` marks data no server-rendered page shows: it stays out of the page's HTML.
 */
export const coreQueries = {
  settings: (api: ApiClients) =>
    queryOptions({
      queryKey: ['core', 'settings'],
      queryFn: ({ signal }) => api.call('settings', { body: {} }, { signal }).then((r) => r.settings),
      staleTime: 10 * MINUTE,
      meta: { persist: true },
    }),
  utilities: (api: ApiClients, apiKey: string | undefined) =>
    queryOptions({
      queryKey: ['core', 'utilities', apiKey ?? null],
      queryFn: ({ signal }) =>
        api
          .call('utilities', { query: apiKey ? { api_key: apiKey } : {} }, { signal })
          .then((r) => r.utilities),
      staleTime: HOUR,
      meta: { persist: true },
    }),
  currencies: (api: ApiClients) =>
    queryOptions({
      queryKey: ['core', 'currencies'],
      queryFn: ({ signal }) => api.call('supportedCurrencies', {}, { signal }).then((r) => r.currencies),
      staleTime: HOUR,
      meta: { persist: true },
    }),
  clientCurrency: (api: ApiClients) =>
    queryOptions({
      queryKey: ['core', 'client-currency'],
      queryFn: ({ signal }) => api.call('clientCurrency', {}, { signal }).then((r) => r.client_currency),
      staleTime: HOUR,
    }),
  countries: (api: ApiClients, locale: Locale) =>
    queryOptions({
      queryKey: ['core', 'countries', locale],
      queryFn: ({ signal }) => api.call('countries', {}, { signal, locale }).then((r) => r.countries),
      staleTime: 24 * HOUR,
      // 250 countries with dial codes (14 KB) are for the passenger forms, which are signed-in pages.
      meta: { persist: true, inPage: false },
    }),
  geolocation: (api: ApiClients) =>
    queryOptions({
      queryKey: ['core', 'geolocation'],
      queryFn: ({ signal }) => api.call('geolocation', {}, { signal }).then((r) => r.country),
      staleTime: HOUR,
    }),
  pathLookup: (api: ApiClients, path: string) =>
    queryOptions({
      queryKey: ['core', 'path-lookup', path],
      queryFn: ({ signal }) =>
        api.call('pathLookup', { query: { path } }, { signal }).then((r) => r.redirect),
      staleTime: 5 * MINUTE,
    }),
  /**
   * The signed-in user's profile dashboard: the account page shows it, and the user menu its counts
   * (open support requests, unread replies), so both read one cache entry.
   */
  dashboard: (api: ApiClients) =>
    queryOptions({
      queryKey: ['core', 'dashboard'],
      queryFn: ({ signal }) => api.call('dashboard', {}, { signal }).then((r) => r.profile),
      meta: userScopedMeta,
    }),
  page: (api: ApiClients, slug: string, locale: Locale) =>
    queryOptions({
      queryKey: ['core', 'page', slug, locale],
      queryFn: ({ signal }) => api.call('page', { params: { slug } }, { signal, locale }).then((r) => r.page),
      staleTime: 10 * MINUTE,
    }),
}
