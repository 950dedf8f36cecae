import { createHarness } from '@rihla/core/testing'
import { fnfFragment } from '../index'

/** The fnf fragment in an app of its own, so the package type-checks its routes and links. */
export const { harnessRouteTree, createHarnessRouter } = createHarness([fnfFragment])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
