import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { EventQuote } from '@rihla/api-contract/event-booking'
import { bookingPageStyles as frame } from '@rihla/booking-flow/detail'
import { StepPage, stepScreens } from '@rihla/booking-flow/page'
import { TravellersStep } from '@rihla/booking-flow/passengers'
import { useSessionExpiry } from '@rihla/booking-flow/session'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { ReactNode } from 'react'
import { ATTENDEE_PARTS, attendeeRules } from '../attendees'
import { QuoteSummary } from '../components/QuoteSummary/QuoteSummary'
import { eventDraftAtom } from '../draft'
import { ticketSlots } from '../passes'
import { QuotedError } from './QuotedError'
import { useCachedQuote, useQuoted } from './quoted'

const route = getRouteApi('/{-$locale}/_eventSteps/events/$id/passenger-details')

function AttendeeStep({ eventId, quote }: { eventId: string; quote: EventQuote }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const draftAtom = useMemo(() => eventDraftAtom(eventId), [eventId])
  const slots = useMemo(
    () =>
      (quote.namedTickets ? ticketSlots(quote.lines) : []).map(({ passName, number }) => ({
        type: 'adult' as const,
        title: i18n._(msg`${passName}, ticket ${formatNumber(number, locale)}`),
      })),
    [quote, i18n, locale],
  )
  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <TravellersStep
          draftAtom={draftAtom}
          field="attendees"
          slots={slots}
          rulesOf={() => attendeeRules}
          partsOf={() => ATTENDEE_PARTS}
          travelDate={quote.show.startsAt.slice(0, 10)}
          onContinue={() =>
            navigate({ to: '/{-$locale}/events/$id/review-booking', params: { id: eventId } })
          }
        />
      </div>
      <div className={frame.aside}>
        <QuoteSummary quote={quote} />
      </div>
    </div>
  )
}

function AttendeesPage({ children }: { children: ReactNode }) {
  const { id } = route.useParams()
  const namedTickets = useCachedQuote(id)?.namedTickets
  return (
    <StepPage
      title={<Trans>Attendee details</Trans>}
      lead={
        namedTickets === undefined ? null : namedTickets ? (
          <Trans>Each ticket carries its attendee's name, checked at the gate with their ID.</Trans>
        ) : (
          <Trans>This event's tickets carry no names: whoever shows one at the gate gets in.</Trans>
        )
      }
    >
      {children}
    </StepPage>
  )
}

/** `/events/{id}/passenger-details`: an attendee per ticket (where tickets are named) and the contact details. */
function Attendees() {
  const { id } = route.useParams()
  const { quote } = useQuoted(id)
  useSessionExpiry({ gone: false, expiresAt: quote.expiresAt })
  return <AttendeeStep eventId={id} quote={quote} />
}

export const Route = createLazyRoute('/{-$locale}/_eventSteps/events/$id/passenger-details')(
  stepScreens(AttendeesPage, Attendees, QuotedError),
)
