import { SearchExpiredDialog } from '@rihla/booking-flow/session'
import { BookingSteps } from '@rihla/booking-flow/steps'
import { createLazyRoute, useNavigate } from '@tanstack/react-router'

/** The event booking steps (attendees, review) with their one session-expiry prompt: the events home. */
function EventSteps() {
  const navigate = useNavigate()
  const again = () => void navigate({ to: '/{-$locale}/events-in-saudi-arabia' })
  return <BookingSteps prompt={<SearchExpiredDialog onRefresh={again} onGoToSearch={again} />} />
}

export const Route = createLazyRoute('/{-$locale}/_eventSteps')({ component: EventSteps })
