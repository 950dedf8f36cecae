import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { useLocale } from 'react-aria-components/I18nProvider'
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx'
import { cx } from '../../utils/classNames.ts'
import * as styles from './Countdown.css.ts'
import { useCountdown } from './useCountdown.ts'
import type { CountdownOptions } from './useCountdown.ts'

export interface CountdownProps extends CountdownOptions {
  /** Turns the seconds left into the visible text ("Go home in 5s", "Expires in 14:59"). */
  formatLabel?: (remainingSeconds: number) => ReactNode
  /** Names the timer for screen readers, e.g. "Payment expires in". */
  'aria-label'?: string
  /** Seconds left at which the label is read out politely (e.g. [60, 10]); the timer itself stays silent. */
  announceAt?: readonly number[]
  className?: string
}

/** Seconds as a clock in the page's language: `m:ss`, or `h:mm:ss` from an hour up. */
export function useClockFormat(): (remainingSeconds: number) => string {
  const { locale } = useLocale()
  return useMemo(() => {
    const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 })
    const plain = new Intl.NumberFormat(locale)
    return (remainingSeconds: number) => {
      const hours = Math.floor(remainingSeconds / 3600)
      const minutes = Math.floor((remainingSeconds % 3600) / 60)
      const secondsPart = twoDigits.format(remainingSeconds % 60)
      return hours > 0
        ? `${plain.format(hours)}:${twoDigits.format(minutes)}:${secondsPart}`
        : `${plain.format(minutes)}:${secondsPart}`
    }
  }, [locale])
}

/**
 * A ticking countdown. It is a `timer` (not live), so screen readers read it when the user reaches it,
 * never every second; `announceAt` adds polite read-outs at chosen moments.
 */
export function Countdown({
  formatLabel,
  'aria-label': ariaLabel,
  announceAt,
  className,
  ...options
}: CountdownProps) {
  const remaining = useCountdown(options)
  const clock = useClockFormat()
  const label = formatLabel ? formatLabel(remaining) : clock(remaining)
  return (
    <>
      <span
        role="timer"
        aria-label={ariaLabel}
        aria-atomic="true"
        className={cx(styles.countdown, className)}
      >
        {label}
      </span>
      {announceAt ? (
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {announceAt.includes(remaining) ? label : null}
        </VisuallyHidden>
      ) : null}
    </>
  )
}
