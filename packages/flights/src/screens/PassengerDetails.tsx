import { msg } from '@lingui/core/macro'
import { useRouteRetry } from '@rihla/booking-flow/steps'
import {
  SearchExpiredState,
  TripLoading,
  isSessionExpired,
  useSessionExpiry,
} from '@rihla/booking-flow/session'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage, messages } from '@rihla/api-contract'
import type { Quote } from '@rihla/api-contract/flight-booking'
import { passengerSlots } from '@rihla/api-contract/passenger'
import type { BookingContact, PassengerType } from '@rihla/api-contract/passenger'
import { isApiError } from '@rihla/api-clients'
import { useApi, useLocale, userAtom } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { emptyPassenger, passengerErrors, useSaveFnfEntry } from '@rihla/fnf'
import type { PassengerFormValues } from '@rihla/fnf'
import { ContactDetails, PassengerForms, contactErrors } from '@rihla/booking-flow/passengers'
import type { PassengerFormSlot, PassengerFormsHandle } from '@rihla/booking-flow/passengers'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate, useRouter } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { QuoteSummary } from '../components/QuoteSummary/QuoteSummary'
import { QuoteErrorState, ResultsButton } from '../components/SessionStates/SessionStates'
import { flightDraftAtom } from '../draft'
import type { DraftPassenger } from '../draft'
import { passengerPartsOf, passengerRulesOf } from '../passengers'
import { flightsQueries } from '../queries'
import { useSessionResults } from '../useSessionResults'
import * as styles from './ItineraryDetails.css'
import * as own from './PassengerDetails.css'
import * as layout from './screens.css'

const route = getRouteApi('/{-$locale}/_flightSteps/flights/passenger-details/$refId')

const TYPE_TITLES: Record<PassengerType, (number: string) => MessageDescriptor> = {
  adult: (number) => msg`Adult ${number}`,
  child: (number) => msg`Child ${number}`,
  infant: (number) => msg`Infant ${number}`,
}

/** The draft's passengers for these places: a place keeps its values only if its type is the same. */
const passengersFor = (types: readonly PassengerType[], drafted: readonly DraftPassenger[]) =>
  types.map((type, index): DraftPassenger => {
    const kept = drafted[index]
    return kept?.type === type ? kept : { type, values: emptyPassenger }
  })

interface Problems {
  passengers: { title: string; message: string }[]
  contact: string[]
}

function PassengerStep({ refId, quote }: { refId: string; quote: Quote }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const user = useAtomValue(userAtom)
  const saveEntry = useSaveFnfEntry()
  const store = useStore()
  const draftAtom = useMemo(() => flightDraftAtom(refId), [refId])
  // Only the contact details re-render the step: each form keeps its own values while they are typed.
  const draftContactAtom = useMemo(() => atom((get) => get(draftAtom).contact), [draftAtom])
  const draftContact = useAtomValue(draftContactAtom)
  const setDraft = useSetAtom(draftAtom)
  const types = useMemo(() => passengerSlots(quote.passengers).map((slot) => slot.type), [quote.passengers])
  const forms = useRef<PassengerFormsHandle>(null)
  const editContact = useRef<HTMLButtonElement>(null)
  const [problems, setProblems] = useState<Problems | null>(null)
  const [unsaved, setUnsaved] = useState<string[]>([])
  const [isSaving, setSaving] = useState(false)

  // Each form reports its values as they change; the draft keeps them for the back button and a reload.
  const writePassenger = useMemo(
    () =>
      atom(null, (get, set, index: number, values: PassengerFormValues) => {
        const passengers = passengersFor(types, get(draftAtom).passengers)
        passengers[index] = { type: types[index]!, values }
        set(draftAtom, { passengers })
      }),
    [draftAtom, types],
  )
  const setPassenger = useSetAtom(writePassenger)

  // The forms start from the draft once; afterwards they own their values.
  const [slots] = useState<PassengerFormSlot[]>(() => {
    const drafted = passengersFor(types, store.get(draftAtom).passengers)
    return passengerSlots(quote.passengers).map(({ index, type, ordinal }) => ({
      type,
      title: i18n._(TYPE_TITLES[type](formatNumber(ordinal, locale))),
      initialValues: drafted[index]!.values,
    }))
  })
  const rulesOf = useCallback(
    (type: PassengerType) => passengerRulesOf(type, quote.travelDate, quote.domestic),
    [quote.travelDate, quote.domestic],
  )
  const partsOf = useCallback(
    (type: PassengerType) => passengerPartsOf(type, quote.domestic),
    [quote.domestic],
  )

  // Until the traveller changes them, the contact details are the signed-in account's.
  const contact: BookingContact =
    draftContact.email || draftContact.phone
      ? draftContact
      : { email: user?.email ?? '', phone: user?.phone ?? '' }

  const goOn = () => navigate({ to: '/{-$locale}/flights/addons/$refId', params: { refId } })

  /** Saves the passengers ticked "save for later"; each saved one is unticked in the draft, so never saved twice. */
  const saveForLater = async (passengers: DraftPassenger[]) => {
    const failed: string[] = []
    for (const [index, passenger] of passengers.entries()) {
      if (!passenger.values.saveForLater) continue
      const checked = passengerRulesOf(passenger.type, quote.travelDate, quote.domestic).parse(
        passenger.values,
      )
      const { age: _age, saveForLater: _save, ...fields } = checked
      try {
        await saveEntry.mutateAsync({
          entry: { ...fields, nickname: fields.nickname ?? '', dateOfBirth: fields.dateOfBirth ?? '' },
        })
        setPassenger(index, { ...passenger.values, saveForLater: false })
      } catch {
        failed.push(slots[index]!.title)
      }
    }
    return failed
  }

  const onContinue = async () => {
    const passengers = passengersFor(types, store.get(draftAtom).passengers)
    const passengerProblems = passengers.flatMap((passenger, index) => {
      const errors = passengerErrors(
        passengerRulesOf(passenger.type, quote.travelDate, quote.domestic),
        passenger.values,
      )
      const [first] = Object.values(errors)
      return first ? [{ index, title: slots[index]!.title, message: localizeMessage(first, locale) }] : []
    })
    const contactProblems = Object.values(contactErrors(contact)).map((message) =>
      localizeMessage(message, locale),
    )
    if (passengerProblems.length || contactProblems.length) {
      setProblems({ passengers: passengerProblems, contact: contactProblems })
      const [firstWrong] = passengerProblems
      if (firstWrong) forms.current?.showErrors(firstWrong.index)
      else editContact.current?.focus()
      return
    }
    setProblems(null)
    setDraft({ passengers, contact })
    setSaving(true)
    const failed = await saveForLater(passengers)
    setSaving(false)
    setUnsaved(failed)
    if (!failed.length) await goOn()
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {problems ? (
          <div className={own.summary} role="alert">
            <p className={own.summaryTitle}>{localizeMessage(messages.fillRequiredFields, locale)}</p>
            <ul className={own.summaryList}>
              {problems.passengers.map((problem) => (
                <li key={problem.title}>
                  {problem.title}: {problem.message}
                </li>
              ))}
              {problems.contact.map((message) => (
                <li key={message}>
                  <Trans>Contact details</Trans>: {message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <PassengerForms
          ref={forms}
          passengers={slots}
          rulesOf={rulesOf}
          partsOf={partsOf}
          travelDate={quote.travelDate}
          onChange={setPassenger}
        />
        <ContactDetails
          contact={contact}
          onChange={(next) => setDraft({ contact: next })}
          showErrors={Boolean(problems?.contact.length)}
          editRef={editContact}
        />
        {unsaved.length ? (
          <div className={own.notice} role="alert">
            <p className={own.noticeText}>
              <Trans>
                We could not save {unsaved.join(', ')} for later. Your details are kept: try again, or
                continue without saving.
              </Trans>
            </p>
            <div className={own.actions}>
              <Button variant="secondary" size="sm" onPress={() => void onContinue()}>
                <Trans>Try again</Trans>
              </Button>
              <Button variant="ghost" size="sm" onPress={() => void goOn()}>
                <Trans>Continue without saving</Trans>
              </Button>
            </div>
          </div>
        ) : null}
        <div className={own.actions}>
          <Button variant="primary" size="lg" isPending={isSaving} onPress={() => void onContinue()}>
            <Trans>Continue</Trans>
          </Button>
          <Link
            to="/{-$locale}/flights/itinerary-details/$refId/$itineraryRefId"
            params={{ refId, itineraryRefId: quote.itinerary.id }}
            appearance="ghost"
          >
            <ArrowLeft size={18} aria-hidden className={styles.mirrored} />
            <Trans>Back to flight details</Trans>
          </Link>
        </div>
      </div>
      <aside className={styles.aside} aria-label={i18n._(msg`Trip summary`)}>
        <QuoteSummary quote={quote} />
      </aside>
    </div>
  )
}

/** The step's frame: its heading and advice over what the route shows (the forms, loading or an error). */
function PassengerDetailsPage({ children }: { children: ReactNode }) {
  return (
    <div className={layout.page}>
      <header className={styles.header}>
        <h1 className={layout.title}>
          <Trans>Passenger details</Trans>
        </h1>
        <p className={styles.facts}>
          <Trans>Enter each traveller’s name exactly as it appears in their passport or national ID.</Trans>
        </p>
      </header>
      {children}
    </div>
  )
}

/** The passengers' details and the contact details for the session's quote, kept in the booking draft. */
function PassengerDetails() {
  const api = useApi()
  const locale = useLocale()
  const { refId } = route.useParams()
  const quote = useSuspenseQuery(flightsQueries.sessionQuote(api, locale, refId))
  useSessionExpiry({ gone: false, expiresAt: quote.data.expiresAt })
  return (
    <PassengerDetailsPage>
      <PassengerStep refId={refId} quote={quote.data.quote} />
    </PassengerDetailsPage>
  )
}

function PassengerDetailsLoading() {
  return (
    <PassengerDetailsPage>
      <TripLoading />
    </PassengerDetailsPage>
  )
}

/** The quote could not be read: the session ended (a fresh search), no fare was chosen, or try again. */
function PassengerDetailsError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const { refId } = route.useParams()
  const results = useSessionResults(refId, undefined)
  const expired = isSessionExpired(error)
  useSessionExpiry({ gone: expired, expiresAt: undefined })
  // 409: the session has no quote yet (the fare was never chosen, or the trip is already booked).
  const noQuote = isApiError(error) && error.status === 409
  const retry = useRouteRetry(reset)
  return (
    <PassengerDetailsPage>
      {expired ? (
        <SearchExpiredState headingLevel={2} onRefresh={results.searchAgain} />
      ) : noQuote ? (
        <ErrorState
          headingLevel={2}
          role="alert"
          title={i18n._(msg`Choose a fare first`)}
          description={i18n._(
            msg`This trip has no fare chosen. Go back to the flight, choose a fare, then continue.`,
          )}
          actions={
            <>
              <Button variant="primary" onPress={() => router.history.back()}>
                <Trans>Go back</Trans>
              </Button>
              <ResultsButton results={results} variant="secondary" />
            </>
          }
        />
      ) : (
        <QuoteErrorState results={results} onRetry={retry} />
      )}
    </PassengerDetailsPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/_flightSteps/flights/passenger-details/$refId')({
  component: PassengerDetails,
  pendingComponent: PassengerDetailsLoading,
  errorComponent: PassengerDetailsError,
})
