// The route fragment alone: apps import it from `@rihla/payments/fragment`, so the package's other
// public parts load with the screens that use them, not with the first page.
import type { RouteFragment } from '@rihla/core/routing'
import { paymentsCatalog } from './catalog'
import { paymentResponseRoute, paymentRoute } from './routes'

/** Payments: `/{vertical}/payments/{uuid}` and the response page `/payment/{uuid}`. */
export const paymentsFragment = {
  name: 'payments',
  routes: { paymentRoute, paymentResponseRoute },
  slugs: {},
  catalog: paymentsCatalog,
} satisfies RouteFragment
