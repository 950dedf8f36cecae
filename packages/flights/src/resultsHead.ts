import { msg } from '@lingui/core/macro'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import { visitorCurrency } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { pageAddress, pageHead } from '@rihla/core/routing'
import type { Locale } from '@rihla/i18n'
import { formatDate, formatDateRange, formatMoney } from '@rihla/i18n'
import { fareStripQuery, fareStripSearchOf } from './fareStrip'
import { flightsQueries } from './queries'
import { resultsCriteria } from './resultsCriteria'
import type { FlightResultsSearch } from './search'

type HeadContext = RouterContext & { locale: Locale }

const DAY = { day: 'numeric', month: 'short' } as const

/** The lowest fare of the search's first day, as the fare strip shows it (fetched by the loader). */
function lowestFare(context: HeadContext, criteria: SearchCriteria) {
  const strip = fareStripSearchOf(criteria)
  if (!strip) return null
  const fares = context.queryClient.getQueryData(fareStripQuery(context.api, context.locale, strip).queryKey)
  return fares?.find((fare) => fare.date === strip.date)?.price ?? null
}

/**
 * The results page's head: the route, the dates and the day's lowest fare, so a shared link previews
 * what it searches ("Riyadh to Jeddah, 3 Dec · from SAR 245 | Rihla"). The cities and fare come from
 * the query cache the loader filled; without them the codes stand in and the price is left out. The
 * fare is in the currency of whoever asks for the page, as the loader fetched it: a crawler building a
 * preview has no saved choice and gets the site's currency for where it is.
 */
export function flightResultsHead(
  context: HeadContext,
  pathname: string,
  codes: string,
  search: FlightResultsSearch,
) {
  const { i18n, locale } = context
  const criteria = resultsCriteria(codes, search, visitorCurrency(context.store))
  if (!criteria) return pageHead(context, { title: i18n._(msg`Flight results`), image: 'airline' })
  const city = (iata: string) =>
    context.queryClient.getQueryData(flightsQueries.airport(context.api, locale, iata).queryKey)?.city ?? iata
  const [first] = criteria.legs
  const last = criteria.legs.at(-1)!
  const from = city(first!.origin)
  const to = city(criteria.tripType === 'multi_city' ? last.destination : first!.destination)
  const dates =
    criteria.tripType === 'one_way'
      ? formatDate(first!.date, locale, DAY)
      : formatDateRange(first!.date, criteria.returnDate ?? last.date, locale, DAY)
  const trip = i18n._(msg`${from} to ${to}, ${dates}`)
  const fare = lowestFare(context, criteria)
  const price = fare ? formatMoney(fare, locale) : null
  return pageHead(context, {
    title: price ? i18n._(msg`${trip} · from ${price}`) : trip,
    description: i18n._(
      msg`Flights from ${from} to ${to}: compare the fares of every airline for ${dates} and book in a few steps.`,
    ),
    image: 'airline',
    // The link as shared, with its search: a preview that follows og:url then shows this search's head.
    url: pageAddress(context, pathname, search),
  })
}
