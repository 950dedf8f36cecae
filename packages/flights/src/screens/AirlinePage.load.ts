import { msg } from '@lingui/core/macro'
import type { Locale } from '@rihla/api-contract'
import { isApiError } from '@rihla/api-clients'
import type { RouterContext } from '@rihla/core/routing'
import { notFound } from '@tanstack/react-router'
import { flightsQueries } from '../queries'

/**
 * The airline's page data (its name titles the page, read from the cache). An unknown slug (404) or one
 * that cannot be a slug (400) is the site's not-found; any other failure is the route's error, with a retry.
 */
export async function load(context: RouterContext & { locale: Locale }, params: { pageSlug: string }) {
  try {
    await context.queryClient.ensureQueryData(
      flightsQueries.airlinePage(context.api, context.locale, params.pageSlug),
    )
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}

const airlineName = (context: RouterContext & { locale: Locale }, params: { pageSlug: string }) =>
  context.queryClient.getQueryData(
    flightsQueries.airlinePage(context.api, context.locale, params.pageSlug).queryKey,
  )?.name

/** The page's title: the airline's name once its page data is in the cache. */
export function title(context: RouterContext & { locale: Locale }, params: { pageSlug: string }) {
  const airline = airlineName(context, params)
  return airline ? msg`${airline}: flights, fares and baggage` : msg`Airline information`
}

/** The page's summary for search results and link previews, naming the airline. */
export function description(context: RouterContext & { locale: Locale }, params: { pageSlug: string }) {
  const airline = airlineName(context, params)
  return airline
    ? msg`${airline} flights from Saudi Arabia: fare families, baggage allowances, change and refund rules. Compare fares and book on Rihla.`
    : msg`An airline's fares, baggage allowances and change rules.`
}
