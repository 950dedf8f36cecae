// The booking detail's screen and loader as one chunk, so its route names one chunk and its preloads.
export { Route } from './FlightBookingDetail'
export { load } from './FlightBookingDetail.load'
