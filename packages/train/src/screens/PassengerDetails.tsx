import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage, messages } from '@rihla/api-contract'
import type { PassengerType } from '@rihla/api-contract/passenger'
import {
  ContactDetails,
  PassengerForms,
  contactOrAccount,
  travellersStepProblems,
} from '@rihla/booking-flow/passengers'
import type { PassengerFormSlot, PassengerFormsHandle } from '@rihla/booking-flow/passengers'
import { useLocale, userAtom } from '@rihla/core'
import { emptyPassenger, passengerErrors } from '@rihla/fnf'
import type { PassengerFormValues } from '@rihla/fnf'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { useMemo, useRef, useState } from 'react'
import { trainDraftAtom } from '../draft'
import { TRAIN_PASSENGER_PARTS, passengerRulesOf, passengerTypesOf } from '../passengers'
import { Problems } from '@rihla/booking-flow/problems'
import { StepPage } from '@rihla/booking-flow/page'
import { NoTripChosen, WithTrip, useChosenTrip } from './StepPage'
import type { ChosenTrip } from './StepPage'

const route = getRouteApi('/{-$locale}/_trainSteps/train/passenger-details/$refId')

function PassengerStep({ refId, trip }: { refId: string; trip: ChosenTrip }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const user = useAtomValue(userAtom)
  const store = useStore()
  const draftAtom = useMemo(() => trainDraftAtom(refId), [refId])
  const setDraft = useSetAtom(draftAtom)
  const forms = useRef<PassengerFormsHandle>(null)
  const editContact = useRef<HTMLButtonElement>(null)
  const [problems, setProblems] = useState<string[] | null>(null)
  const types = useMemo(() => passengerTypesOf(trip.search), [trip.search])
  const rulesOf = useMemo(() => {
    const rules = new Map(types.map((type) => [type, passengerRulesOf(type, trip.search.date)]))
    return (type: PassengerType) => rules.get(type) ?? passengerRulesOf(type, trip.search.date)
  }, [types, trip.search.date])
  const passengersNow = () =>
    types.map((_, index) => store.get(draftAtom).passengers[index] ?? emptyPassenger)

  const writePassenger = useMemo(
    () =>
      atom(null, (get, set, index: number, values: PassengerFormValues) => {
        const passengers = types.map((_, at) => get(draftAtom).passengers[at] ?? emptyPassenger)
        passengers[index] = values
        set(draftAtom, { passengers })
      }),
    [draftAtom, types],
  )
  const setPassenger = useSetAtom(writePassenger)
  const titles = useMemo(() => {
    const counts = { adult: 0, child: 0, infant: 0 }
    return types.map((type) => {
      const number = formatNumber(++counts[type], locale)
      if (type === 'adult') return i18n._(msg`Adult ${number}`)
      if (type === 'child') return i18n._(msg`Child ${number}`)
      return i18n._(msg`Infant ${number}`)
    })
  }, [types, locale, i18n])
  const [slots] = useState<PassengerFormSlot[]>(() =>
    passengersNow().map((values, index) => ({
      type: types[index]!,
      title: titles[index]!,
      initialValues: values,
    })),
  )

  const draftContact = useAtomValue(useMemo(() => atom((get) => get(draftAtom).contact), [draftAtom]))
  // Until the traveller changes them, the contact details are the signed-in account's.
  const contact = contactOrAccount(draftContact, user)

  const onContinue = async () => {
    const passengers = passengersNow()
    const check = travellersStepProblems(
      i18n,
      locale,
      passengers.map((passenger, index) => ({
        title: titles[index]!,
        problem: Object.values(passengerErrors(rulesOf(types[index]!), passenger))[0],
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
    setDraft({ passengers, contact })
    await navigate({ to: '/{-$locale}/train/review-booking/$refId', params: { refId } })
  }

  return (
    <WithTrip trip={trip}>
      {problems ? (
        <Problems title={localizeMessage(messages.fillRequiredFields, locale)} items={problems} />
      ) : null}
      <PassengerForms
        ref={forms}
        passengers={slots}
        rulesOf={rulesOf}
        partsOf={() => TRAIN_PASSENGER_PARTS}
        travelDate={trip.search.date}
        onChange={setPassenger}
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
    </WithTrip>
  )
}

/** `/train/passenger-details/{RefID}`: each traveller, named as on their ID, and the contact details. */
function PassengerDetails() {
  const { refId } = route.useParams()
  const trip = useChosenTrip(refId)
  return (
    <StepPage
      title={<Trans>Passenger details</Trans>}
      lead={
        <Trans>
          Each traveller as named on their national ID or Iqama. Pick a saved traveller to fill a form.
        </Trans>
      }
    >
      {trip ? <PassengerStep refId={refId} trip={trip} /> : <NoTripChosen />}
    </StepPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/_trainSteps/train/passenger-details/$refId')({
  component: PassengerDetails,
})
