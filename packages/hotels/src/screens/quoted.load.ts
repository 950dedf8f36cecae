import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { hotelsQueries } from '../queries'

/** A step's loader: the session's quoted stay; a failure (expired, no quote) is the step's error to show. */
export async function loadQuoted(context: RouterContext & { locale: Locale }, params: { refId: string }) {
  await context.queryClient.ensureQueryData(hotelsQueries.quoted(context.api, context.locale, params.refId))
}
