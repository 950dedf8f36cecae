// The train home as a chunk of its own, without the results' code.
import type { ScreenContext } from '@rihla/booking-flow/steps'
import { trainQueries } from '../queries'

export { homeRoute, searchRoute } from './TrainHome'

/** The network's stations for the form, in the server's page (a prefetch never throws). */
export async function loadTrainHome(context: ScreenContext) {
  await context.queryClient.prefetchQuery(trainQueries.general(context.api, context.locale))
}
