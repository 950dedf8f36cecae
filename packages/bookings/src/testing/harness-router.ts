import { createHarness } from '@rihla/core/testing'
import { bookingsFragment } from '../index'

/** The bookings fragment in an app of its own, so the package type-checks its routes and links. */
export const { harnessRouteTree, createHarnessRouter } = createHarness([bookingsFragment])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
