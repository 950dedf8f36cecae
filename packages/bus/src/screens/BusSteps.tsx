import { SearchExpiredDialog } from '@rihla/booking-flow/session'
import { BookingSteps } from '@rihla/booking-flow/steps'
import { createLazyRoute, useNavigate } from '@tanstack/react-router'

/** The bus booking steps with their one session-expiry prompt: a fresh search. */
function BusSteps() {
  const navigate = useNavigate()
  const searchAgain = () => void navigate({ to: '/{-$locale}/bus/search' })
  return <BookingSteps prompt={<SearchExpiredDialog onRefresh={searchAgain} onGoToSearch={searchAgain} />} />
}

export const Route = createLazyRoute('/{-$locale}/_busSteps')({ component: BusSteps })
