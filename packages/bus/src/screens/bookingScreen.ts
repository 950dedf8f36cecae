// The booking detail and its loader as one chunk: a page of its own, opened from payment or My Bookings.
export { Route } from './BusBookingDetail'
export { load } from './BookingDetail.load'
