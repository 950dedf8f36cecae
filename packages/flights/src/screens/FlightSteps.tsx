import { SearchExpiredDialog } from '@rihla/booking-flow/session'
import { BookingSteps } from '@rihla/booking-flow/steps'
import { createLazyRoute, useParams } from '@tanstack/react-router'
import { useSessionResults } from '../useSessionResults'

/** The flight booking steps (passengers, add-ons, review) with their one session-expiry prompt. */
function FlightSteps() {
  // Every step's address names the session (RefID).
  const { refId } = useParams({ strict: false })
  const results = useSessionResults(refId ?? '', undefined)
  return (
    <BookingSteps
      prompt={<SearchExpiredDialog onRefresh={results.searchAgain} onGoToSearch={results.goToResults} />}
    />
  )
}

export const Route = createLazyRoute('/{-$locale}/_flightSteps')({ component: FlightSteps })
