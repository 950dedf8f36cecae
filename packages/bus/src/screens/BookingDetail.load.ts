import type { Locale } from '@rihla/api-contract'
import { userAtom } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { busQueries } from '../queries'

/** The booking, for the signed-in traveller; not found or failed is the route's error component's to show. */
export async function load(context: RouterContext & { locale: Locale }, params: { uuid: string }) {
  if (!context.store.get(userAtom)?.api_token) return
  await context.queryClient.ensureQueryData(busQueries.booking(context.api, context.locale, params.uuid))
}
