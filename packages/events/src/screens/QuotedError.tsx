import { SearchExpiredState, isSessionExpired, useSessionExpiry } from '@rihla/booking-flow/session'
import { useNavigate } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { EventsLoadError } from '../components/EventsLoadError/EventsLoadError'

/** The quote could not be read: it has expired (choose the passes again), or try again. */
export function QuotedError(props: ErrorComponentProps) {
  const navigate = useNavigate()
  const expired = isSessionExpired(props.error)
  useSessionExpiry({ gone: expired, expiresAt: undefined })
  const chooseAgain = () => void navigate({ to: '/{-$locale}/events-in-saudi-arabia' })
  return expired ? (
    <SearchExpiredState headingLevel={2} onRefresh={chooseAgain} />
  ) : (
    <EventsLoadError {...props} />
  )
}
