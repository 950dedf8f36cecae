import { msg } from '@lingui/core/macro'
import { localeRoute, pageTitle, requireAuth } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { paymentResponseSearch, paymentSearch } from './search'

/**
 * `/{vertical}/payments/{uuid}`: paying one booking (SPEC.md §2), signed-in users only. The segment
 * must be the one of the booking's type; another known one is corrected, anything else is not found.
 */
export const paymentRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '$vertical/payments/$uuid',
  validateSearch: paymentSearch,
  // A signed-in user's page: the server never knows the user, so only the browser renders it.
  ssr: false,
  beforeLoad: ({ context, location }) => requireAuth(context, location),
  // The loaders' code (and the queries they start) loads with the navigation, not with the first page.
  loader: ({ context, params, location }) =>
    import('./loaders').then(({ loadPayment }) => loadPayment(context, params, location.searchStr)),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Payment`), match.context.locale),
}).lazy(() => import('./screens/PaymentPage').then((m) => m.Route))

/** `/payment/{uuid}`: how a payment went (received, failed, pending), by `?ref=` or the newest attempt. */
export const paymentResponseRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'payment/$uuid',
  validateSearch: paymentResponseSearch,
  // A signed-in user's page: the server never knows the user, so only the browser renders it.
  ssr: false,
  beforeLoad: ({ context, location }) => requireAuth(context, location),
  loaderDeps: ({ search }) => ({ ref: search.ref }),
  loader: ({ context, params, deps }) =>
    import('./loaders').then(({ loadPaymentResponse }) => loadPaymentResponse(context, params, deps.ref)),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Payment status`), match.context.locale),
}).lazy(() => import('./screens/PaymentResponse').then((m) => m.Route))
