import type { FakeHandlers } from '@rihla/core/testing'
import { renderApp, siteHandlers, storeSignedInUser } from '@rihla/core/testing'
import { errorRoutesFragment } from '@rihla/core/routing'
import { supportFragment } from '../index'
import { harnessRouteTree } from './harness-router'

export { BOOKING_UUID, testBooking, testDeskRequest, testMessage, testRequest } from './samples'

/** The support pages as a signed-in traveller (or a visitor, with `signedIn: false`) opens them at `path`. */
export async function renderSupport(
  path: string,
  handlers: FakeHandlers,
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  if (signedIn) storeSignedInUser()
  return renderApp(path, {
    routeTree: harnessRouteTree,
    handlers: siteHandlers(handlers),
    catalogs: [errorRoutesFragment.catalog, supportFragment.catalog],
  })
}
