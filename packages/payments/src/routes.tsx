import { msg } from '@lingui/core/macro'
import { isApiError } from '@rihla/api-clients'
import { localePath, localeRoute, pageTitle, requireAuth } from '@rihla/core/routing'
import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { paymentsQueries } from './queries'
import { paymentResponseSearch, paymentSearch } from './search'

/** A booking that is not the caller's (404) or an address that is not a booking's (400): not found. */
const isMissingBooking = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400)

/**
 * `/{vertical}/payments/{uuid}`: paying one booking (SPEC.md §2), signed-in users only. The segment
 * must be the one of the booking's type; another known one is corrected, anything else is not found.
 */
export const paymentRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '$vertical/payments/$uuid',
  validateSearch: paymentSearch,
  beforeLoad: ({ context, location }) => requireAuth(context, location),
  // The page shows its own loading and error states (with a retry), so a failed fetch does not fail the route.
  loader: async ({ context, params, location }) => {
    // Loaded here rather than imported: the contract's bookings module is the screens' code, not the first page's.
    const [{ BOOKING_PAYMENT_SEGMENTS, bookingPaymentPath }, methods] = await Promise.all([
      import('@rihla/api-contract/bookings'),
      context.queryClient
        .ensureQueryData(paymentsQueries.methods(context.api, context.locale, params.uuid))
        .then(
          (data) => ({ data, error: null }),
          (error: unknown) => ({ data: null, error }),
        ),
    ])
    if (!(Object.values(BOOKING_PAYMENT_SEGMENTS) as string[]).includes(params.vertical)) throw notFound()
    if (isMissingBooking(methods.error)) throw notFound()
    const booking = methods.data?.booking
    if (booking && BOOKING_PAYMENT_SEGMENTS[booking.type] !== params.vertical) {
      throw redirect({
        href: `${localePath(bookingPaymentPath(booking.type, booking.uuid), context.locale)}${location.searchStr}`,
        replace: true,
      })
    }
  },
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Payment`), match.context.locale),
}).lazy(() => import('./screens/PaymentPage').then((m) => m.Route))

/** `/payment/{uuid}`: how a payment went (received, failed, pending), by `?ref=` or the newest attempt. */
export const paymentResponseRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'payment/$uuid',
  validateSearch: paymentResponseSearch,
  beforeLoad: ({ context, location }) => requireAuth(context, location),
  loaderDeps: ({ search }) => ({ ref: search.ref }),
  loader: async ({ context, params, deps }) => {
    try {
      await context.queryClient.ensureQueryData(
        paymentsQueries.inquiry(context.api, context.locale, params.uuid, deps.ref),
      )
    } catch (error) {
      if (isMissingBooking(error)) throw notFound()
    }
  },
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Payment status`), match.context.locale),
}).lazy(() => import('./screens/PaymentResponse').then((m) => m.Route))
