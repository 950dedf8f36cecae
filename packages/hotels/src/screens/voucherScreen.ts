// The booking's voucher page as a chunk of its own: it opens from the payment page and My Bookings.
export { Route } from './HotelVoucher'
export { load } from './HotelVoucher.load'
