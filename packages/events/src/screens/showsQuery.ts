import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import type { ScreenContext } from '@rihla/booking-flow/steps'
import { useApi, useLocale, useVisitorCurrency, visitorCurrency } from '@rihla/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { eventsQueries } from '../queries'

/** An event's shows in the visitor's currency, as a loader asks for them. */
export const showsOf = (context: ScreenContext, event: string) =>
  eventsQueries.shows(context.api, context.locale, event, visitorCurrency(context.store) ?? DEFAULT_CURRENCY)

/** A loader's: the event and its shows; a failure is the route's error component's to show. */
export async function loadShows(context: ScreenContext, params: { id?: string; slug?: string }) {
  await context.queryClient.ensureQueryData(showsOf(context, params.id ?? params.slug ?? ''))
}

/** The same query in a screen. */
export function useShows(event: string) {
  const api = useApi()
  const locale = useLocale()
  const currency = useVisitorCurrency() ?? DEFAULT_CURRENCY
  return useSuspenseQuery(eventsQueries.shows(api, locale, event, currency))
}
