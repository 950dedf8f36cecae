import { createHarness } from '@rihla/core/testing'
import { supportFragment } from '../index'

/** The support fragment in an app of its own, so the package type-checks its routes and links. */
export const { harnessRouteTree, createHarnessRouter } = createHarness([supportFragment])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
