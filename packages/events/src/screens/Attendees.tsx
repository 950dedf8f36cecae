import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage, messages } from '@rihla/api-contract'
import type { EventQuote } from '@rihla/api-contract/events'
import { bookingPageStyles as frame } from '@rihla/booking-flow/detail'
import { StepPage, stepScreens } from '@rihla/booking-flow/page'
import {
  ContactDetails,
  PassengerForms,
  contactOrAccount,
  travellersStepProblems,
} from '@rihla/booking-flow/passengers'
import type { PassengerFormSlot, PassengerFormsHandle } from '@rihla/booking-flow/passengers'
import { Problems } from '@rihla/booking-flow/problems'
import { useSessionExpiry } from '@rihla/booking-flow/session'
import { useLocale, userAtom } from '@rihla/core'
import { passengerErrors } from '@rihla/fnf'
import type { PassengerFormValues } from '@rihla/fnf'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { ATTENDEE_PARTS, attendeeRules, attendeesFor } from '../attendees'
import { QuoteSummary } from '../components/QuoteSummary/QuoteSummary'
import { eventDraftAtom } from '../draft'
import { QuotedError } from './QuotedError'
import { useQuoted } from './quoted'

const route = getRouteApi('/{-$locale}/_eventSteps/events/$id/passenger-details')

function AttendeeStep({ eventId, quote }: { eventId: string; quote: EventQuote }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const user = useAtomValue(userAtom)
  const store = useStore()
  const draftAtom = useMemo(() => eventDraftAtom(eventId), [eventId])
  const draftContact = useAtomValue(useMemo(() => atom((get) => get(draftAtom).contact), [draftAtom]))
  const setDraft = useSetAtom(draftAtom)
  const forms = useRef<PassengerFormsHandle>(null)
  const editContact = useRef<HTMLButtonElement>(null)
  const [problems, setProblems] = useState<string[] | null>(null)
  const titleOf = (passName: string, number: number) =>
    i18n._(msg`${passName}, ticket ${formatNumber(number, locale)}`)
  const [slots] = useState<PassengerFormSlot[]>(() =>
    attendeesFor(quote, store.get(draftAtom).attendees).map(({ slot, values }) => ({
      type: 'adult',
      title: titleOf(slot.passName, slot.number),
      initialValues: values,
    })),
  )
  const writeAttendee = useMemo(
    () =>
      atom(null, (get, set, index: number, values: PassengerFormValues) => {
        const attendees = attendeesFor(quote, get(draftAtom).attendees).map((entry) => entry.values)
        attendees[index] = values
        set(draftAtom, { attendees })
      }),
    [draftAtom, quote],
  )
  const setAttendee = useSetAtom(writeAttendee)
  // Until the traveller changes them, the contact details are the signed-in account's.
  const contact = contactOrAccount(draftContact, user)

  const onContinue = async () => {
    const attendees = attendeesFor(quote, store.get(draftAtom).attendees)
    const check = travellersStepProblems(
      i18n,
      locale,
      attendees.map(({ slot, values }) => ({
        title: titleOf(slot.passName, slot.number),
        problem: Object.values(passengerErrors(attendeeRules, values))[0],
      })),
      contact,
    )
    if (check.items.length) {
      setProblems(check.items)
      if (check.firstWrongForm !== null) forms.current?.showErrors(check.firstWrongForm)
      else editContact.current?.focus()
      return
    }
    setProblems(null)
    setDraft({ attendees: attendees.map((entry) => entry.values), contact })
    await navigate({ to: '/{-$locale}/events/$id/review-booking', params: { id: eventId } })
  }

  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        {problems ? (
          <Problems title={localizeMessage(messages.fillRequiredFields, locale)} items={problems} />
        ) : null}
        {slots.length ? (
          <PassengerForms
            ref={forms}
            passengers={slots}
            rulesOf={() => attendeeRules}
            partsOf={() => ATTENDEE_PARTS}
            travelDate={quote.show.startsAt.slice(0, 10)}
            onChange={setAttendee}
          />
        ) : null}
        <ContactDetails
          contact={contact}
          onChange={(next) => setDraft({ contact: next })}
          showErrors={Boolean(problems?.length)}
          editRef={editContact}
        />
        <div>
          <Button variant="primary" size="lg" onPress={() => void onContinue()}>
            <Trans>Continue</Trans>
          </Button>
        </div>
      </div>
      <div className={frame.aside}>
        <QuoteSummary quote={quote} />
      </div>
    </div>
  )
}

function AttendeesPage({ children }: { children: ReactNode }) {
  return (
    <StepPage
      title={<Trans>Attendee details</Trans>}
      lead={<Trans>Each ticket carries its attendee's name, checked at the gate with their ID.</Trans>}
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
