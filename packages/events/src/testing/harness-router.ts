import { createHarness } from '@rihla/core/testing'
import { fnfFragment } from '@rihla/fnf'
import { paymentsFragment } from '@rihla/payments'
import { eventsFragment } from '../fragment'

/**
 * The events fragment in an app of its own, so the package type-checks its routes and links; the attendee
 * form and the payment hand-off come from fnf and payments, whose code links to their own routes.
 */
export const { harnessRouteTree, createHarnessRouter } = createHarness([
  eventsFragment,
  fnfFragment,
  paymentsFragment,
])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
