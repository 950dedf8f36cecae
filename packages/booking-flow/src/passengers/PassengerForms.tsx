import type { PassengerType } from '@rihla/api-contract/passenger'
import { PassengerForm } from '@rihla/fnf'
import type { PassengerFormParts, PassengerFormValues } from '@rihla/fnf'
import { Card } from '@rihla/ui-kit/card'
import { useId, useImperativeHandle, useMemo, useRef } from 'react'
import type { Ref } from 'react'
import type { z } from 'zod/mini'
import { firstWrongControl } from './focusFirstWrong'
import * as styles from './PassengerForms.css'

export interface PassengerFormSlot {
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
  passengers: readonly PassengerFormSlot[]
  /** The vertical's rules for a passenger of this type, the same its reservation applies. */
  rulesOf: (type: PassengerType) => z.ZodMiniType
  /**
   * The parts of the form a passenger of this type fills in (documents, frequent flyer…); every
   * booking's passenger may be saved for later, and the booking's contact details are asked once, apart.
   */
  partsOf: (type: PassengerType) => PassengerFormParts
  /** The day the trip starts: saved travellers are offered by their age on it. */
  travelDate: string
  onChange: (index: number, values: PassengerFormValues) => void
  ref?: Ref<PassengerFormsHandle>
}

/**
 * One passenger form per traveller, in the order the reservation lists them, each in its card. Nothing
 * is sent from one form alone: the step checks every form at once and calls `showErrors` when one is wrong.
 */
export function PassengerForms({
  passengers,
  rulesOf,
  partsOf,
  travelDate,
  onChange,
  ref,
}: PassengerFormsProps) {
  const headingId = useId()
  const sections = useRef<(HTMLElement | null)[]>([])
  const schemas = useMemo(() => passengers.map((passenger) => rulesOf(passenger.type)), [passengers, rulesOf])

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
          <Card
            as="section"
            padding="lg"
            className={styles.passenger}
            aria-labelledby={`${headingId}-${index}`}
          >
            <h2 id={`${headingId}-${index}`} className={styles.title} tabIndex={-1}>
              {passenger.title}
            </h2>
            <PassengerForm
              schema={schemas[index]!}
              label={passenger.title}
              onSubmit={() => Promise.resolve()}
              defaultValues={passenger.initialValues}
              onValuesChange={(values) => onChange(index, values)}
              parts={{ saveForLater: true, contact: false, ...partsOf(passenger.type) }}
              savedTravellers={{ type: passenger.type, travelDate }}
            />
          </Card>
        </div>
      ))}
    </div>
  )
}
