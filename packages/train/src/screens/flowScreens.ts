// The booking steps' screens as one chunk: once the first step has loaded, the next opens without
// another download.
export { Route as trainStepsRoute } from './TrainSteps'
export { Route as seatSelectionRoute } from './SeatSelectionStep'
export { Route as passengerDetailsRoute } from './PassengerDetails'
export { Route as trainReviewRoute } from './TrainReview'
