import { msg } from '@lingui/core/macro'
import type { Locale } from '@rihla/api-contract'
import { localePath } from '@rihla/core/routing'
import type { RouterContext } from '@rihla/core/routing'
import { redirect } from '@tanstack/react-router'
import { flightDraftAtom } from '../draft'
import { flightsQueries } from '../queries'

/**
 * The add-ons step needs the passengers entered before it (the draft of this tab): without them the
 * traveller goes back to passenger details, told why. Otherwise the quote and the option lists load;
 * a failed quote (an expired session) is the route's error component's; a list that failed, its section's.
 */
export async function load(context: RouterContext & { locale: Locale }, params: { refId: string }) {
  if (context.store.get(flightDraftAtom(params.refId)).passengers.length === 0) {
    context.toasts.add(
      {
        title: context.i18n._(msg`Please enter the passenger details first`),
        description: context.i18n._(msg`Add-ons are chosen for each passenger.`),
        tone: 'info',
      },
      { timeout: 8000 },
    )
    throw redirect({
      href: localePath(`/flights/passenger-details/${encodeURIComponent(params.refId)}`, context.locale),
      replace: true,
    })
  }
  const { api, locale, queryClient } = context
  // The option lists are each a section's own: one that fails is said there, not as the page's error.
  await Promise.all([
    queryClient.ensureQueryData(flightsQueries.sessionQuote(api, locale, params.refId)),
    queryClient.prefetchQuery(flightsQueries.baggageOptions(api, locale, params.refId)),
    queryClient.prefetchQuery(flightsQueries.mealOptions(api, locale, params.refId)),
    queryClient.prefetchQuery(flightsQueries.ssrOptions(api, locale, params.refId)),
  ])
}
