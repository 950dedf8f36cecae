import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Itinerary } from '@rihla/api-contract/flights'
import { useLocale } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import { VisuallyHidden } from '@rihla/ui-kit/visually-hidden'
import * as styles from './BookingDetails.css'

/** Whole calendar days between two local date-times (arrival the next morning: 1). */
export const daysBetween = (fromLocal: string, toLocal: string) =>
  Math.round((Date.parse(toLocal.slice(0, 10)) - Date.parse(fromLocal.slice(0, 10))) / 86_400_000)

/**
 * When each leg leaves and lands, in each airport's own local time with its date, and "+1" (or more)
 * when it lands on a later day than it left.
 */
export function LegTimes({ itinerary }: { itinerary: Itinerary }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  // Local wall-clock times are formatted as they are written, not moved into another time zone.
  const wallClock = (local: string) =>
    formatDate(new Date(`${local}:00Z`), locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    })
  return (
    <dl className={styles.legTimes}>
      {itinerary.legs.map((leg, index) => {
        const first = leg.segments[0]!
        const last = leg.segments.at(-1)!
        const later = daysBetween(first.departureLocal, last.arrivalLocal)
        const days = formatNumber(later, locale)
        return (
          <div key={index} className={styles.legTime}>
            <dt className={styles.legRoute}>
              <bdi dir="ltr">
                {leg.origin} → {leg.destination}
              </bdi>
            </dt>
            <dd className={styles.legWhen}>
              {i18n._(msg`Departs`)} {wallClock(first.departureLocal)}
            </dd>
            <dd className={styles.legWhen}>
              {i18n._(msg`Arrives`)} {wallClock(last.arrivalLocal)}
              {later > 0 ? (
                <span className={styles.nextDay}>
                  <bdi dir="ltr" aria-hidden>
                    +{days}
                  </bdi>
                  <VisuallyHidden>{i18n._(msg`(${days} days later)`)}</VisuallyHidden>
                </span>
              ) : null}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
