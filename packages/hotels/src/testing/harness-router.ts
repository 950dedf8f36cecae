import { createHarness } from '@rihla/core/testing'
import { hotelsFragment } from '../fragment'

/** The hotels fragment in an app of its own, so the package type-checks its routes and links. */
export const { harnessRouteTree, createHarnessRouter } = createHarness([hotelsFragment])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
