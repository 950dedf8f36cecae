import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage, messages } from '@rihla/api-contract'
import type { BookingContact, PassengerType } from '@rihla/api-contract/passenger'
import { useLocale, userAtom } from '@rihla/core'
import { emptyPassenger, passengerErrors } from '@rihla/fnf'
import type { PassengerFormValues } from '@rihla/fnf'
import { Button } from '@rihla/ui-kit/button'
import { atom, useAtomValue, useStore } from 'jotai'
import type { WritableAtom } from 'jotai'
import { useMemo, useRef, useState } from 'react'
import { Problems } from '../problems/Problems'
import { ContactDetails } from './ContactDetails'
import { PassengerForms } from './PassengerForms'
import type { PassengerFormSlot, PassengerFormsHandle, PassengerFormsProps } from './PassengerForms'
import { contactOrAccount, travellersStepProblems } from './travellersStep'

/** A session's draft as this step writes it: its travellers under `field`, and the booking's contact. */
export type TravellersDraft<F extends string> = { [K in F]: readonly PassengerFormValues[] } & {
  contact: BookingContact
}

export interface TravellersStepProps<F extends string, D extends TravellersDraft<F>> extends Pick<
  PassengerFormsProps,
  'rulesOf' | 'partsOf' | 'travelDate'
> {
  /** The session's draft, set with a partial update (booking-flow's `createDraftStore`). */
  draftAtom: WritableAtom<D, [Partial<D>], void>
  /** Where the draft keeps the travellers: `guests`, `passengers`, `attendees`. */
  field: F
  /** One form per traveller, in the order the reservation lists them. */
  slots: readonly { type: PassengerType; title: string }[]
  /** Problems no one form's rules can see (two guests with one first name), by form. */
  crossProblems?: (travellers: readonly PassengerFormValues[]) => ReadonlyMap<number, string>
  /** The next step, once every form and the contact are right and the draft holds them. */
  onContinue: () => Promise<unknown>
}

/**
 * A booking's travellers step: a form per traveller (saved travellers offered), the contact details
 * (the account's until changed), and Continue, which checks everything at once, lists what is wrong
 * above the forms and opens the first wrong form, or keeps the draft and goes on.
 */
export function TravellersStep<F extends string, D extends TravellersDraft<F>>({
  draftAtom,
  field,
  slots,
  rulesOf,
  partsOf,
  travelDate,
  crossProblems,
  onContinue,
}: TravellersStepProps<F, D>) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const user = useAtomValue(userAtom)
  const store = useStore()
  const draftContact = useAtomValue(useMemo(() => atom((get) => get(draftAtom).contact), [draftAtom]))
  const forms = useRef<PassengerFormsHandle>(null)
  const editContact = useRef<HTMLButtonElement>(null)
  const [problems, setProblems] = useState<string[] | null>(null)

  const travellersNow = () => {
    const drafted = store.get(draftAtom)[field]
    return slots.map((_, index) => drafted[index] ?? emptyPassenger)
  }
  // The draft is the vertical's own type; the step writes only its travellers and its contact.
  const save = (update: { contact?: BookingContact; travellers?: PassengerFormValues[] }) => {
    const { travellers, ...rest } = update
    store.set(draftAtom, (travellers ? { ...rest, [field]: travellers } : rest) as Partial<D>)
  }
  const [formSlots] = useState<PassengerFormSlot[]>(() => {
    const travellers = travellersNow()
    return slots.map((slot, index) => ({ ...slot, initialValues: travellers[index]! }))
  })
  // Until the traveller changes them, the contact details are the signed-in account's.
  const contact = contactOrAccount(draftContact, user)

  const setTraveller = (index: number, values: PassengerFormValues) => {
    const travellers = travellersNow()
    travellers[index] = values
    save({ travellers })
  }

  const onPress = async () => {
    const travellers = travellersNow()
    const cross = crossProblems?.(travellers)
    const check = travellersStepProblems(
      i18n,
      locale,
      slots.map((slot, index) => ({
        title: slot.title,
        problem:
          Object.values(passengerErrors(rulesOf(slot.type), travellers[index]!))[0] ?? cross?.get(index),
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
    save({ travellers, contact })
    await onContinue()
  }

  return (
    <>
      {problems ? (
        <Problems title={localizeMessage(messages.fillRequiredFields, locale)} items={problems} />
      ) : null}
      {formSlots.length ? (
        <PassengerForms
          ref={forms}
          passengers={formSlots}
          rulesOf={rulesOf}
          partsOf={partsOf}
          travelDate={travelDate}
          onChange={setTraveller}
        />
      ) : null}
      <ContactDetails
        contact={contact}
        onChange={(next) => save({ contact: next })}
        showErrors={Boolean(problems?.length)}
        editRef={editContact}
      />
      <div>
        <Button variant="primary" size="lg" onPress={() => void onPress()}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </>
  )
}
