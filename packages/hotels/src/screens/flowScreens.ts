// The booking steps' screens and loaders as one chunk: once the first step has loaded, the next opens
// without another download.
export { Route as hotelStepsRoute } from './HotelSteps'
export { Route as guestDetailsRoute } from './GuestDetails'
export { Route as hotelReviewRoute } from './HotelReview'
export { loadQuoted } from './quoted.load'
