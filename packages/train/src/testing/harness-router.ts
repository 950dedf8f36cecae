import { createHarness } from '@rihla/core/testing'
import { fnfFragment } from '@rihla/fnf'
import { paymentsFragment } from '@rihla/payments'
import { trainFragment } from '../fragment'

/**
 * The train fragment in an app of its own, so the package type-checks its routes and links; the
 * passenger form and the payment hand-off come from fnf and payments, whose code links to their own routes.
 */
export const { harnessRouteTree, createHarnessRouter } = createHarness([
  trainFragment,
  fnfFragment,
  paymentsFragment,
])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
