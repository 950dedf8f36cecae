// The booking flow's screens and loaders (itinerary details to review) as one chunk: the routes then
// name one chunk and its preloads instead of eight (the first page carries every route definition), and
// once the first step has loaded, the later steps open without another download.
export { Route as itineraryDetailsRoute } from './ItineraryDetails'
export { load as loadItineraryDetails, title as itineraryDetailsTitle } from './ItineraryDetails.load'
export { Route as flightStepsRoute } from './FlightSteps'
export { Route as passengerDetailsRoute } from './PassengerDetails'
export { load as loadPassengerDetails } from './PassengerDetails.load'
export { Route as addonsRoute } from './FlightAddons'
export { load as loadAddons } from './FlightAddons.load'
export { Route as reviewBookingRoute } from './ReviewBooking'
export { load as loadReviewBooking } from './ReviewBooking.load'
