// The public surface of @rihla/bookings.
export { bookingsFragment } from './fragment'

export { bookingPaymentHref } from './paymentHref'
