// The results as a chunk of their own: the list, the details dialog and their loaders.
import type { ScreenContext } from '@rihla/booking-flow/steps'
import { visitorCurrency } from '@rihla/core'
import { redirect } from '@tanstack/react-router'
import { criteriaOfAddress } from '../criteria'
import { trainDraftAtom, trainJourneyAtom } from '../draft'
import { trainQueries } from '../queries'
import { resumePath } from '../resume'
import type { TrainResultsSearch } from '../search'
import { localePath } from '@rihla/core/routing'

export { resultsRoute, searchResultsRoute } from './TrainResultsRoutes'

/** The results page: the search, prefetched so the server's page lists the trains (a prefetch never throws). */
export async function loadTrainResults(context: ScreenContext, search: TrainResultsSearch) {
  const criteria = criteriaOfAddress(search, visitorCurrency(context.store))
  if (!criteria) return
  await context.queryClient.prefetchQuery(trainQueries.search(context.api, context.locale, criteria))
}

/** `/train/search-results`: its own search when the address has one, else the last results, else the search. */
export async function loadSearchResults(context: ScreenContext, search: TrainResultsSearch) {
  if (criteriaOfAddress(search, null)) return loadTrainResults(context, search)
  const journey = context.store.get(trainJourneyAtom)
  const draft = journey.refId ? context.store.get(trainDraftAtom(journey.refId)) : undefined
  throw redirect({ href: localePath(resumePath('search-results', journey, draft), context.locale) })
}
