import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Quote } from '@rihla/api-contract/flights'
import { useLocale, useMoney } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { useId } from 'react'
import { clockOf } from '../ItineraryCard/ItineraryCard'
import { useFlightLabels } from '../labels'
import * as styles from './QuoteSummary.css'

/** The trip being booked, beside the booking steps: its flights, the fare, who travels and the total. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const labels = useFlightLabels()
  const headingId = useId()
  const { adults, children, infants } = quote.passengers
  const counts = [
    [msg`Adults`, adults],
    [msg`Children`, children],
    [msg`Infants`, infants],
  ] as const
  return (
    <Card as="section" padding="md" className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Trip summary</Trans>
      </h2>
      <ul className={styles.legs}>
        {quote.itinerary.legs.map((leg, index) => {
          const first = leg.segments[0]
          const last = leg.segments.at(-1)
          return (
            <li key={index}>
              <p className={styles.route} dir="ltr">
                {leg.origin} → {leg.destination}
              </p>
              {first && last ? (
                <p className={styles.muted}>
                  {formatDate(first.departureLocal.slice(0, 10), locale, { dateStyle: 'medium' })} ·{' '}
                  <span dir="ltr">
                    {clockOf(first.departureLocal)}–{clockOf(last.arrivalLocal)}
                  </span>{' '}
                  · {labels.stops(leg.stops)}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Fare</Trans>
        </dt>
        <dd className={styles.value}>{quote.fare.family}</dd>
        {counts
          .filter(([, count]) => count > 0)
          .map(([label, count], index) => (
            <div key={index} className={styles.row}>
              <dt className={styles.term}>{i18n._(label)}</dt>
              <dd className={styles.value}>{formatNumber(count, locale)}</dd>
            </div>
          ))}
      </dl>
      <p className={styles.total}>
        <span>
          <Trans>Total</Trans>
        </span>
        <span>{money(quote.price.total) ?? '…'}</span>
      </p>
    </Card>
  )
}
