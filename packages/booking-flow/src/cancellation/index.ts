// Self-service cancellation and the refund tracker, shared by every vertical's booking page and My Bookings.
export { BookingCancellation } from './BookingCancellation'
export { CancelBooking, CancelBookingDialog, supportRequestHref } from './CancelBooking'
export type { CancelBookingProps, CancellableBooking } from './CancelBooking'
export { RefundTracker } from './RefundTracker'
export { cancellationQueries } from './queries'
