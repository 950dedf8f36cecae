import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage, messages } from '@rihla/api-contract'
import type { BookingContact } from '@rihla/api-contract/passenger'
import { ContactDetails, PassengerForms, contactErrors } from '@rihla/booking-flow/passengers'
import type { PassengerFormSlot, PassengerFormsHandle } from '@rihla/booking-flow/passengers'
import { problems as problemsBox, problemsList, problemsTitle } from '@rihla/booking-flow/problems'
import { useLocale, userAtom } from '@rihla/core'
import { passengerErrors } from '@rihla/fnf'
import type { PassengerFormValues } from '@rihla/fnf'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { useMemo, useRef, useState } from 'react'
import { busDraftAtom } from '../draft'
import type { ChosenTrip } from '../draft'
import { BUS_PASSENGER_PARTS, busPassengerRules, passengerSlotsOf } from '../passengers'
import { StepContinue } from '../components/StepContinue'
import { StepFrame } from './StepFrame'
import { passengerTitle } from './passengerTitles'

const route = getRouteApi('/{-$locale}/_busSteps/bus/passenger-details/$refId')

function PassengerStep({ refId, trip }: { refId: string; trip: ChosenTrip }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const user = useAtomValue(userAtom)
  const store = useStore()
  const draftAtom = useMemo(() => busDraftAtom(refId), [refId])
  const draftContact = useAtomValue(useMemo(() => atom((get) => get(draftAtom).contact), [draftAtom]))
  const setDraft = useSetAtom(draftAtom)
  const forms = useRef<PassengerFormsHandle>(null)
  const editContact = useRef<HTMLButtonElement>(null)
  const [problems, setProblems] = useState<string[] | null>(null)
  const { search } = trip
  const travellersOf = () => passengerSlotsOf(search, store.get(draftAtom).passengers)
  const [slots] = useState<(PassengerFormSlot & { index: number })[]>(() =>
    travellersOf().map((slot) => ({
      index: slot.index,
      type: slot.type,
      title: passengerTitle(i18n, locale, slot.type, slot.ordinal),
      initialValues: slot.values,
    })),
  )
  const writePassenger = useMemo(
    () =>
      atom(null, (get, set, index: number, values: PassengerFormValues) => {
        const passengers = passengerSlotsOf(search, get(draftAtom).passengers).map((slot) => slot.values)
        passengers[index] = values
        set(draftAtom, { passengers })
      }),
    [draftAtom, search],
  )
  const setPassenger = useSetAtom(writePassenger)

  // Until the traveller changes them, the contact details are the signed-in account's.
  const contact: BookingContact =
    draftContact.email || draftContact.phone
      ? draftContact
      : { email: user?.email ?? '', phone: user?.phone ?? '' }

  const onContinue = async () => {
    const travellers = travellersOf()
    const wrong = travellers.flatMap((slot) => {
      const [first] = Object.values(passengerErrors(busPassengerRules(slot.type, search.date), slot.values))
      return typeof first === 'string'
        ? [{ index: slot.index, text: `${slots[slot.index]!.title}: ${localizeMessage(first, locale)}` }]
        : []
    })
    const contactProblems = Object.values(contactErrors(contact)).map(
      (message) => `${i18n._(msg`Contact details`)}: ${localizeMessage(message, locale)}`,
    )
    if (wrong.length || contactProblems.length) {
      setProblems([...wrong.map((problem) => problem.text), ...contactProblems])
      const [firstWrong] = wrong
      if (firstWrong) forms.current?.showErrors(firstWrong.index)
      else editContact.current?.focus()
      return
    }
    setProblems(null)
    setDraft({ passengers: travellers.map((slot) => slot.values), contact })
    await navigate({ to: '/{-$locale}/bus/review-booking/$refId', params: { refId } })
  }

  return (
    <>
      {problems ? (
        <div className={problemsBox} role="alert">
          <p className={problemsTitle}>{localizeMessage(messages.fillRequiredFields, locale)}</p>
          <ul className={problemsList}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PassengerForms
        ref={forms}
        passengers={slots}
        rulesOf={(type) => busPassengerRules(type, search.date)}
        partsOf={() => BUS_PASSENGER_PARTS}
        travelDate={search.date}
        onChange={setPassenger}
      />
      <ContactDetails
        contact={contact}
        onChange={(next) => setDraft({ contact: next })}
        showErrors={Boolean(problems?.length)}
        editRef={editContact}
      />
      <StepContinue onPress={() => void onContinue()} />
    </>
  )
}

/** `/bus/passenger-details/{RefID}`: each traveller as on their national ID or iqama, and the contact details. */
function PassengerDetails() {
  const { refId } = route.useParams()
  return (
    <StepFrame
      refId={refId}
      title={<Trans>Passenger details</Trans>}
      lead={<Trans>Each traveller as named on their national ID or iqama.</Trans>}
    >
      {(trip) => <PassengerStep refId={refId} trip={trip} />}
    </StepFrame>
  )
}

export const Route = createLazyRoute('/{-$locale}/_busSteps/bus/passenger-details/$refId')({
  component: PassengerDetails,
})
