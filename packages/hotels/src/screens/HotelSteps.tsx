import { SearchExpiredDialog } from '@rihla/booking-flow/session'
import { BookingSteps } from '@rihla/booking-flow/steps'
import { createLazyRoute, useNavigate } from '@tanstack/react-router'

/** The hotel booking steps (guests, review) with their one session-expiry prompt: a fresh search. */
function HotelSteps() {
  const navigate = useNavigate()
  const searchAgain = () => void navigate({ to: '/{-$locale}/best-hotels-in-saudi-arabia' })
  return <BookingSteps prompt={<SearchExpiredDialog onRefresh={searchAgain} onGoToSearch={searchAgain} />} />
}

export const Route = createLazyRoute('/{-$locale}/_hotelSteps')({ component: HotelSteps })
