// The booking steps' screens as one chunk: once the first step has loaded, the next opens without
// another download.
export { Route as busStepsRoute } from './BusSteps'
export { Route as seatSelectionRoute } from './SeatSelection'
export { Route as passengerDetailsRoute } from './PassengerDetails'
export { Route as reviewRoute } from './BusReview'
