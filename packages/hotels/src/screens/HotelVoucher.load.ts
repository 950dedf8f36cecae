import type { Locale } from '@rihla/api-contract'
import { userAtom } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { hotelsQueries } from '../queries'

/** The booking, for the signed-in traveller; not found or failed is the route's error component's to show. */
export async function load(context: RouterContext & { locale: Locale }, params: { uuid: string }) {
  const apiToken = context.store.get(userAtom)?.api_token
  if (!apiToken) return
  await context.queryClient.ensureQueryData(
    hotelsQueries.booking(context.api, context.locale, params.uuid, apiToken),
  )
}
