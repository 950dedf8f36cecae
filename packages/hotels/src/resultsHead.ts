import { msg } from '@lingui/core/macro'
import type { HotelSearchResponse } from '@rihla/api-contract/hotels'
import { visitorCurrency } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { pageAddress, pageHead } from '@rihla/core/routing'
import type { Locale } from '@rihla/i18n'
import { formatDateRange, formatMoney } from '@rihla/i18n'
import { criteriaOfAddress } from './address'
import { hotelsQueries } from './queries'
import { sortOffers } from './resultsView'
import type { HotelResultsSearch } from './search'

type HeadContext = RouterContext & { locale: Locale }

const DAY = { day: 'numeric', month: 'short' } as const

/** Where the search looks, as its answer names it: the hotel searched for, else the hotels' city. */
function placeOf(answer: HotelSearchResponse) {
  const [kind, id] = answer.search.destination.split(':')
  const offers = answer.hotels
  if (kind === 'hotel') return offers.find((offer) => offer.hotel.id === id)?.hotel.name ?? null
  return offers[0]?.hotel.city.name ?? null
}

/**
 * The results page's head: the place, the stay's dates and its lowest price, so a shared link previews
 * what it searches ("Hotels in Makkah, 28–30 Dec · from SAR 1,240 | Rihla"). Place and price come from
 * the search the loader ran, in the currency of whoever asks for the page; without them (an incomplete
 * address, a failed search) the title says what it can.
 */
export function hotelResultsHead(context: HeadContext, pathname: string, search: HotelResultsSearch) {
  const { i18n, locale } = context
  const criteria = criteriaOfAddress(search, visitorCurrency(context.store))
  if (!criteria) return pageHead(context, { title: i18n._(msg`Hotel results`), image: 'hotel' })
  const answer = context.queryClient.getQueryData(
    hotelsQueries.search(context.api, locale, criteria).queryKey,
  )
  const place = answer ? placeOf(answer) : null
  const dates = formatDateRange(criteria.checkIn, criteria.checkOut, locale, DAY)
  const stay = place ? i18n._(msg`Hotels in ${place}, ${dates}`) : i18n._(msg`Hotels, ${dates}`)
  // The page's "lowest price" order puts the cheapest hotel with rooms first.
  const lowest = answer ? (sortOffers(answer.hotels, 'price_low')[0]?.total ?? null) : null
  const price = lowest ? formatMoney(lowest, locale) : null
  return pageHead(context, {
    title: price ? i18n._(msg`${stay} · from ${price}`) : stay,
    description: place
      ? i18n._(
          msg`Hotels in ${place} for ${dates}: compare rooms, rates and cancellation terms, and book in a few steps.`,
        )
      : i18n._(
          msg`Hotels for ${dates}: compare rooms, rates and cancellation terms, and book in a few steps.`,
        ),
    image: 'hotel',
    url: pageAddress(context, pathname, search),
  })
}
