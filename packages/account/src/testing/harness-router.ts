import { createHarness } from '@rihla/core/testing'
import { accountFragment } from '../index'

/** The account fragment in an app of its own, so the package type-checks its routes and links. */
export const { harnessRouteTree, createHarnessRouter } = createHarness([accountFragment])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
