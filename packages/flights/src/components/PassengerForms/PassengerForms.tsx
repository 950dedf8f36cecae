import { passengerSchema } from '@rihla/api-contract/passenger'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { PassengerForm } from '@rihla/fnf'
import type { PassengerFormValues } from '@rihla/fnf'
import { Card } from '@rihla/ui-kit/card'
import { useImperativeHandle, useMemo, useRef } from 'react'
import type { Ref } from 'react'
import * as styles from './PassengerForms.css'

export interface PassengerSlot {
  type: PassengerType
  /** "Adult 1", "Child 1"…: the form's heading and accessible name. */
  title: string
  /** What the form starts with: the draft's values on return, else an empty form. */
  initialValues: PassengerFormValues
}

export interface PassengerFormsHandle {
  /** Shows every form's errors and puts the focus on the first wrong field of passenger `index`. */
  showErrors: (index: number) => void
}

export interface PassengerFormsProps {
  passengers: readonly PassengerSlot[]
  /** The first departure's local date: ages and passports are measured on it. */
  travelDate: string
  /** Domestic trips ask for the national ID, international ones for the passport. */
  domestic: boolean
  onChange: (index: number, values: PassengerFormValues) => void
  ref?: Ref<PassengerFormsHandle>
}

/** The rules of one passenger of this trip, the same the server applies at the reservation. */
export const passengerRulesOf = (type: PassengerType, travelDate: string, domestic: boolean) =>
  passengerSchema({ type, travelDate, requirePassport: !domestic, requireNationalId: domestic })

// Controls a traveller can reach: not the hidden native inputs react-aria keeps for forms.
const FOCUSABLE = 'input:not([type="hidden"]), button, [role="spinbutton"], [tabindex="0"]'

function firstWrongControl(section: HTMLElement) {
  for (const field of section.querySelectorAll('[data-invalid], [aria-invalid="true"]')) {
    const candidates = [field, ...field.querySelectorAll(FOCUSABLE)]
    const control = candidates.find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element.matches(FOCUSABLE) &&
        !element.closest('[aria-hidden="true"], [data-react-aria-prevent-focus]') &&
        element.tabIndex >= 0,
    )
    if (control) return control
  }
  return null
}

/** One passenger form per traveller, adults, then children, then infants, as the reservation lists them. */
export function PassengerForms({ passengers, travelDate, domestic, onChange, ref }: PassengerFormsProps) {
  const sections = useRef<(HTMLElement | null)[]>([])
  const schemas = useMemo(
    () => passengers.map((passenger) => passengerRulesOf(passenger.type, travelDate, domestic)),
    [passengers, travelDate, domestic],
  )

  useImperativeHandle(ref, () => ({
    showErrors: (index) => {
      for (const section of sections.current) section?.querySelector('form')?.requestSubmit()
      // The forms mark their fields after they re-render: wait a few frames for the first mark.
      let frames = 0
      const focusFirst = () => {
        const section = sections.current[index]
        if (!section) return
        const control = firstWrongControl(section)
        if (control) return control.focus()
        if (++frames < 20) return void requestAnimationFrame(focusFirst)
        section.querySelector<HTMLElement>('h2')?.focus()
      }
      requestAnimationFrame(focusFirst)
    },
  }))

  return (
    <div className={styles.list}>
      {passengers.map((passenger, index) => (
        <div
          key={`${passenger.type}-${index}`}
          ref={(element) => {
            sections.current[index] = element
          }}
        >
          <Card as="section" padding="lg" className={styles.passenger} aria-labelledby={`passenger-${index}`}>
            <h2 id={`passenger-${index}`} className={styles.title} tabIndex={-1}>
              {passenger.title}
            </h2>
            <PassengerForm
              schema={schemas[index]!}
              label={passenger.title}
              // Continue below checks every form at once; nothing is sent from one form alone.
              onSubmit={() => Promise.resolve()}
              defaultValues={passenger.initialValues}
              onValuesChange={(values) => onChange(index, values)}
              parts={{
                saveForLater: true,
                contact: false,
                nationalId: domestic,
                passport: !domestic,
                frequentFlyer: passenger.type !== 'infant',
              }}
              savedTravellers={{ type: passenger.type, travelDate }}
            />
          </Card>
        </div>
      ))}
    </div>
  )
}
