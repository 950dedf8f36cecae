// An event's page as a chunk of its own: the home does not carry its gallery and passes.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ScreenContext } from '@rihla/booking-flow/steps'
import { loadShows, showsOf } from './showsQuery'

export { Route } from './EventDetail'

type Params = { slug: string }

/** The event and its shows, in the server's page. */
export const load = (context: ScreenContext, params: Params) => loadShows(context, params)

const eventOf = (context: ScreenContext, params: Params) =>
  context.queryClient.getQueryData(showsOf(context, params.slug).queryKey)?.event

/** The page's title: the event, its city. */
export function title(context: ScreenContext, params: Params): MessageDescriptor {
  const event = eventOf(context, params)
  if (!event) return msg`Event details`
  const name = event.title
  const city = event.city
  return msg`${name}, ${city}: tickets and dates`
}

/** The page's summary for search results and link previews. */
export function description(context: ScreenContext, params: Params): MessageDescriptor {
  const event = eventOf(context, params)
  if (!event) return msg`An event's dates, venue and passes, ready to book.`
  const name = event.title
  const venue = event.venue.name
  const city = event.city
  return msg`Tickets for ${name} at ${venue}, ${city}: the dates, what each pass includes and its price.`
}
