import { BookingSteps } from '@rihla/booking-flow/steps'
import { createLazyRoute } from '@tanstack/react-router'

/** The flight booking steps (passengers, add-ons, review) with what they share. */
function FlightSteps() {
  return <BookingSteps />
}

export const Route = createLazyRoute('/{-$locale}/_flightSteps')({ component: FlightSteps })
