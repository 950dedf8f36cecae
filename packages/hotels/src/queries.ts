import type { Locale } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import { queryOptions } from '@tanstack/react-query'

/** Hotel queries. Keys start with 'hotels' and hold the language: names come in the locale header's. */
export const hotelsQueries = {
  all: ['hotels'] as const,
  /** Destinations as the visitor types: cities, districts, landmarks and hotels. */
  suggestions: (api: ApiClients, locale: Locale, query: string) =>
    queryOptions({
      queryKey: ['hotels', 'suggestions', locale, query],
      queryFn: ({ signal }) =>
        api.call('hotelSuggestions', { query: { query } }, { signal, locale }).then((r) => r.suggestions),
      staleTime: 60 * 60_000,
    }),
}
