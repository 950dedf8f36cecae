import { SearchExpiredDialog } from '@rihla/booking-flow/session'
import { BookingSteps } from '@rihla/booking-flow/steps'
import { createLazyRoute, useNavigate } from '@tanstack/react-router'

/** The train booking steps (seats, passengers, review) with their one session-expiry prompt: a fresh search. */
function TrainSteps() {
  const navigate = useNavigate()
  const searchAgain = () => void navigate({ to: '/{-$locale}/train/search' })
  return <BookingSteps prompt={<SearchExpiredDialog onRefresh={searchAgain} onGoToSearch={searchAgain} />} />
}

export const Route = createLazyRoute('/{-$locale}/_trainSteps')({ component: TrainSteps })
