import type { Locale } from '@rihla/api-contract'
import { isApiError } from '@rihla/api-clients'
import type { RouterContext } from '@rihla/core/routing'
import { notFound } from '@tanstack/react-router'
import { flightsQueries } from '../queries'

/**
 * The airline's page data, and its name for the head title. An unknown slug (404) or one that cannot be
 * a slug (400) is the site's not-found; any other failure is the page's to show, with a retry.
 */
export async function load(
  context: RouterContext & { locale: Locale },
  params: { pageSlug: string },
): Promise<{ airlineName: string | null }> {
  try {
    const airline = await context.queryClient.ensureQueryData(
      flightsQueries.airlinePage(context.api, context.locale, params.pageSlug),
    )
    return { airlineName: airline.name }
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw notFound()
    return { airlineName: null }
  }
}
