import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage, messages } from '@rihla/api-contract'
import {
  ContactDetails,
  PassengerForms,
  contactOrAccount,
  travellersStepProblems,
} from '@rihla/booking-flow/passengers'
import type { PassengerFormSlot, PassengerFormsHandle } from '@rihla/booking-flow/passengers'
import { Problems } from '@rihla/booking-flow/problems'
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
  const contact = contactOrAccount(draftContact, user)

  const onContinue = async () => {
    const travellers = travellersOf()
    const check = travellersStepProblems(
      i18n,
      locale,
      travellers.map((slot) => ({
        title: slots[slot.index]!.title,
        problem: Object.values(passengerErrors(busPassengerRules(slot.type, search.date), slot.values))[0],
      })),
      contact,
    )
    if (check.items.length) {
      setProblems(check.items)
      const firstWrong = check.firstWrongForm === null ? undefined : travellers[check.firstWrongForm]
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
        <Problems title={localizeMessage(messages.fillRequiredFields, locale)} items={problems} />
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
