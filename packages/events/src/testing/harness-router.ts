import { createHarness } from '@rihla/core/testing'
import { eventsFragment } from '../fragment'

/** The events fragment in an app of its own, so the package type-checks its routes and links. */
export const { harnessRouteTree, createHarnessRouter } = createHarness([eventsFragment])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
