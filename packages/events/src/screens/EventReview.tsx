import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { EventQuote } from '@rihla/api-contract/event-booking'
import { bookingPageStyles as frame } from '@rihla/booking-flow/detail'
import { PriceChangeDialog } from '@rihla/booking-flow/dialogs'
import { StepPage, stepScreens } from '@rihla/booking-flow/page'
import { Problems } from '@rihla/booking-flow/problems'
import { BookAndPay, problemsOf, usePriceCheck, useReserveAndPay } from '@rihla/booking-flow/reserve'
import { useApi, useForgetEndedSession, useLocale } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { paymentHref } from '@rihla/payments'
import { Card } from '@rihla/ui-kit/card'
import { ContactFacts } from '@rihla/booking-flow/passengers'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'

import { useState } from 'react'
import type { ReactNode } from 'react'
import { attendeesFor, reservationAttendees } from '../attendees'
import { QuoteSummary } from '../components/QuoteSummary/QuoteSummary'
import { forgetDraftAtom } from '../draft'
import type { EventDraft } from '../draft'
import { eventsQueries } from '../queries'
import { QuotedError } from './QuotedError'
import { useQuoted } from './quoted'

const route = getRouteApi('/{-$locale}/_eventSteps/events/$id/review-booking')

/** The attendees, the contact details, the price, and the reservation that leads to payment. */
function Review({
  eventId,
  refId,
  quote,
  draft,
}: {
  eventId: string
  refId: string
  quote: EventQuote
  draft: EventDraft
}) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string[] | null>(null)
  const attendees = attendeesFor(quote, draft.attendees)

  const { priceChange, reprice } = usePriceCheck(
    () => quote.price.total,
    () =>
      queryClient
        .fetchQuery({ ...eventsQueries.quoted(api, locale, refId), staleTime: 0 })
        .then((fresh) => fresh.price.total),
  )

  const reserve = useReserveAndPay({
    // The drafts are kept by event: its draft is the one forgotten once booked.
    refId: eventId,
    reserve: () =>
      api.call(
        'eventReservation',
        { body: { refId, attendees: reservationAttendees(quote, draft.attendees), contact: draft.contact } },
        { locale },
      ),
    paymentPath: (booking) => paymentHref(booking.booking.type, booking.booking.uuid, locale),
    forgetDraftAtom,
    reprice,
    onFailure: (error) =>
      setFailure(problemsOf(error, i18n._(msg`These tickets could not be booked. Please try again.`))),
  })
  useForgetEndedSession(reserve.error)

  const contactGiven = Boolean(draft.contact.email && draft.contact.phone)
  const namesGiven = attendees.every(({ values }) => values.firstName && values.lastName)
  if (!contactGiven || !namesGiven) {
    return <Problems items={[i18n._(msg`Enter the attendees and the contact details first.`)]} />
  }

  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <Card padding="md" as="section" aria-labelledby="review-attendees">
          <h2 id="review-attendees" className={frame.cardTitle}>
            {attendees.length ? <Trans>Attendees</Trans> : <Trans>Contact details</Trans>}
          </h2>
          <FactList>
            {attendees.map(({ slot, values }, index) => (
              <Fact key={index} term={`${slot.passName} ${i18n.number(slot.number)}`}>
                {`${values.firstName} ${values.lastName}`}
              </Fact>
            ))}
            <ContactFacts contact={draft.contact} />
          </FactList>
          <Link to="/{-$locale}/events/$id/passenger-details" params={{ id: eventId }}>
            <Trans>Edit attendee details</Trans>
          </Link>
        </Card>
        <BookAndPay failure={failure} isBooking={reserve.isBooking} onBook={reserve.book} />
      </div>
      <div className={frame.aside}>
        <QuoteSummary quote={quote} />
      </div>
      <PriceChangeDialog
        change={priceChange}
        raised={<Trans>The organiser has raised the price since it was quoted.</Trans>}
        lowered={<Trans>The organiser has lowered the price since it was quoted.</Trans>}
        chooseAnotherLabel={<Trans>Choose other passes</Trans>}
        onContinue={reserve.book}
        onChooseAnother={() =>
          void navigate({ to: '/{-$locale}/events/$id/select-pass', params: { id: eventId } })
        }
      />
    </div>
  )
}

function ReviewPage({ children }: { children: ReactNode }) {
  return <StepPage title={<Trans>Review your booking</Trans>}>{children}</StepPage>
}

/** `/events/{id}/review-booking`: the last look before the tickets are booked and paid. */
function EventReview() {
  const { id } = route.useParams()
  const { refId, quote, draft } = useQuoted(id)
  return <Review eventId={id} refId={refId} quote={quote} draft={draft} />
}

export const Route = createLazyRoute('/{-$locale}/_eventSteps/events/$id/review-booking')(
  stepScreens(ReviewPage, EventReview, QuotedError),
)
