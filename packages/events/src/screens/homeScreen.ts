// The events home as a chunk of its own: its search's code loads after the page's first render.
import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import type { ScreenContext } from '@rihla/booking-flow/steps'
import { visitorCurrency } from '@rihla/core'
import { eventsQueries } from '../queries'

export { Route } from './EventsHome'

/** The home's lists, in the server's page; a failure is the route's error component's to show. */
export async function load(context: ScreenContext) {
  await context.queryClient.ensureQueryData(
    eventsQueries.home(context.api, context.locale, visitorCurrency(context.store) ?? DEFAULT_CURRENCY),
  )
}
