// A category's listing as a chunk of its own, with its filters.
import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import type { ScreenContext } from '@rihla/booking-flow/steps'
import { visitorCurrency } from '@rihla/core'
import { listRequestOf } from '../listRequest'
import { eventsQueries } from '../queries'
import type { CategorySearch } from '../search'

export { Route } from './EventCategory'

/** The listing's page, in the server's page; a failure is the route's error component's to show. */
export async function loadCategory(context: ScreenContext, slug: string, search: CategorySearch) {
  const currency = visitorCurrency(context.store) ?? DEFAULT_CURRENCY
  await context.queryClient.ensureQueryData(
    eventsQueries.list(context.api, context.locale, listRequestOf(slug, search, currency)),
  )
}
