import { createHarness } from '@rihla/core/testing'
import { fnfFragment } from '@rihla/fnf'
import { paymentsFragment } from '@rihla/payments'
import { busFragment } from '../fragment'

/**
 * The bus fragment in an app of its own, so the package type-checks its routes and links; the passenger
 * form and the payment hand-off come from fnf and payments, whose code links to their own routes.
 */
export const { harnessRouteTree, createHarnessRouter } = createHarness([
  busFragment,
  fnfFragment,
  paymentsFragment,
])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
