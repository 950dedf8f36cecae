import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage, messages } from '@rihla/api-contract'
import type { HotelQuote } from '@rihla/api-contract/hotels'
import {
  ContactDetails,
  PassengerForms,
  contactOrAccount,
  travellersStepProblems,
} from '@rihla/booking-flow/passengers'
import type { PassengerFormSlot, PassengerFormsHandle } from '@rihla/booking-flow/passengers'
import {
  SearchExpiredState,
  TripLoading,
  isSessionExpired,
  useSessionExpiry,
} from '@rihla/booking-flow/session'
import { useRouteRetry } from '@rihla/booking-flow/steps'
import { useLocale, userAtom } from '@rihla/core'
import { emptyPassenger, passengerErrors } from '@rihla/fnf'
import type { PassengerFormValues } from '@rihla/fnf'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { StepPage } from '@rihla/booking-flow/page'
import { Problems } from '@rihla/booking-flow/problems'
import { WithStay, useQuoted } from './StepPage'
import { hotelDraftAtom } from '../draft'
import { GUEST_PARTS, duplicateFirstNames, guestRules } from '../guests'

const route = getRouteApi('/{-$locale}/_hotelSteps/hotels/passenger-details/$refId')

/** The draft's guests for these rooms: one per room, empty where none was entered. */
const guestsFor = (rooms: number, drafted: readonly PassengerFormValues[]) =>
  Array.from({ length: rooms }, (_, index) => drafted[index] ?? emptyPassenger)

function GuestStep({ refId, quote }: { refId: string; quote: HotelQuote }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const user = useAtomValue(userAtom)
  const store = useStore()
  const draftAtom = useMemo(() => hotelDraftAtom(refId), [refId])
  const draftContact = useAtomValue(useMemo(() => atom((get) => get(draftAtom).contact), [draftAtom]))
  const setDraft = useSetAtom(draftAtom)
  const rooms = quote.rooms.length
  const forms = useRef<PassengerFormsHandle>(null)
  const editContact = useRef<HTMLButtonElement>(null)
  const [problems, setProblems] = useState<string[] | null>(null)
  const rules = useMemo(() => guestRules(quote.checkIn), [quote.checkIn])

  const writeGuest = useMemo(
    () =>
      atom(null, (get, set, index: number, values: PassengerFormValues) => {
        const guests = guestsFor(rooms, get(draftAtom).guests)
        guests[index] = values
        set(draftAtom, { guests })
      }),
    [draftAtom, rooms],
  )
  const setGuest = useSetAtom(writeGuest)
  const titleOf = (index: number) => i18n._(msg`Room ${formatNumber(index + 1, locale)}: lead guest`)
  const [slots] = useState<PassengerFormSlot[]>(() =>
    guestsFor(rooms, store.get(draftAtom).guests).map((values, index) => ({
      type: 'adult',
      title: titleOf(index),
      initialValues: values,
    })),
  )

  // Until the traveller changes them, the contact details are the signed-in account's.
  const contact = contactOrAccount(draftContact, user)

  const onContinue = async () => {
    const guests = guestsFor(rooms, store.get(draftAtom).guests)
    const duplicates = duplicateFirstNames(guests)
    const check = travellersStepProblems(
      i18n,
      locale,
      guests.map((guest, index) => ({
        title: titleOf(index),
        problem: Object.values(passengerErrors(rules, guest))[0] ?? duplicates.get(index),
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
    setDraft({ guests, contact })
    await navigate({ to: '/{-$locale}/hotels/review-booking/$refId', params: { refId } })
  }

  return (
    <WithStay quote={quote}>
      {problems ? (
        <Problems title={localizeMessage(messages.fillRequiredFields, locale)} items={problems} />
      ) : null}
      <PassengerForms
        ref={forms}
        passengers={slots}
        rulesOf={() => rules}
        partsOf={() => GUEST_PARTS}
        travelDate={quote.checkIn}
        onChange={setGuest}
      />
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
    </WithStay>
  )
}

/** The step's frame: its heading and advice over the forms, loading or an error. */
function GuestDetailsPage({ children }: { children: ReactNode }) {
  return (
    <StepPage
      title={<Trans>Guest details</Trans>}
      lead={
        <Trans>One lead guest per room, named as on their passport or national ID, with their age.</Trans>
      }
    >
      {children}
    </StepPage>
  )
}

/** `/hotels/passenger-details/{RefID}`: the lead guest of each quoted room and the contact details. */
function GuestDetails() {
  const { refId } = route.useParams()
  const quote = useQuoted(refId)
  useSessionExpiry({ gone: false, expiresAt: quote.data.heldUntil })
  return (
    <GuestDetailsPage>
      <GuestStep refId={refId} quote={quote.data} />
    </GuestDetailsPage>
  )
}

function GuestDetailsLoading() {
  return (
    <GuestDetailsPage>
      <TripLoading />
    </GuestDetailsPage>
  )
}

/** The quote could not be read: the search has ended, or try again. */
export function QuotedError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const expired = isSessionExpired(error)
  useSessionExpiry({ gone: expired, expiresAt: undefined })
  const retry = useRouteRetry(reset)
  const searchAgain = () => void navigate({ to: '/{-$locale}/best-hotels-in-saudi-arabia' })
  return expired ? (
    <SearchExpiredState headingLevel={2} onRefresh={searchAgain} />
  ) : (
    <ErrorState
      headingLevel={2}
      role="alert"
      title={i18n._(msg`Your rooms could not be loaded`)}
      description={i18n._(msg`Try again, or search for hotels again.`)}
      actions={
        <>
          <Button variant="primary" onPress={retry}>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="secondary" onPress={searchAgain}>
            <Trans>Search hotels</Trans>
          </Button>
        </>
      }
    />
  )
}

export const Route = createLazyRoute('/{-$locale}/_hotelSteps/hotels/passenger-details/$refId')({
  component: GuestDetails,
  pendingComponent: GuestDetailsLoading,
  errorComponent: (props: ErrorComponentProps) => (
    <GuestDetailsPage>
      <QuotedError {...props} />
    </GuestDetailsPage>
  ),
})
