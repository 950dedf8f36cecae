import Check from 'lucide-react/icons/check'
import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { useLocale } from 'react-aria-components/I18nProvider'
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx'
import { cx } from '../../utils/classNames.ts'
import * as styles from './Stepper.css.ts'

export interface StepperStep {
  id: string
  label: ReactNode
}

export type StepState = 'complete' | 'current' | 'upcoming'

export interface StepperProps {
  steps: readonly StepperStep[]
  /** Id of the step the user is on; the steps before it are complete. */
  currentStepId: string
  /** Names the navigation landmark, e.g. "Booking progress". */
  'aria-label': string
  /** Read after each completed step's label by screen readers, e.g. "completed". */
  completedLabel?: string
  className?: string
}

export function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'complete'
  return index === currentIndex ? 'current' : 'upcoming'
}

/** The ordered steps of a booking flow; the current one carries `aria-current="step"`. */
export function Stepper({
  steps,
  currentStepId,
  'aria-label': ariaLabel,
  completedLabel,
  className,
}: StepperProps) {
  const { locale } = useLocale()
  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale])
  const currentIndex = steps.findIndex((step) => step.id === currentStepId)
  return (
    <nav aria-label={ariaLabel} className={className}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = stepState(index, currentIndex)
          return (
            <li
              key={step.id}
              className={cx(styles.step)}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'complete' ? <Check size={16} strokeWidth={3} /> : numberFormat.format(index + 1)}
              </span>
              <span className={styles.label}>
                {step.label}
                {state === 'complete' && completedLabel ? (
                  <VisuallyHidden>, {completedLabel}</VisuallyHidden>
                ) : null}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
