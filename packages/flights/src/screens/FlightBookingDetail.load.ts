import type { Locale } from '@rihla/api-contract'
import { userAtom } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from '../queries'

/** The booking, for the signed-in traveller; the screen shows its own not-found and error states. */
export async function load(context: RouterContext & { locale: Locale }, params: { uuid: string }) {
  const apiToken = context.store.get(userAtom)?.api_token
  if (!apiToken) return
  await Promise.allSettled([
    context.queryClient.ensureQueryData(
      flightsQueries.bookingDetail(context.api, context.locale, params.uuid, apiToken),
    ),
  ])
}
