import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Quote } from '@rihla/api-contract/flight-booking'
import { formatPricePart } from '@rihla/booking-flow/prices'
import { useLocale } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { useId } from 'react'
import { clockOf } from '../ItineraryCard/ItineraryCard'
import { useFlightLabels } from '../labels'
import * as styles from './QuoteSummary.css'

/** The trip being booked, beside the booking steps: its flights, the fare, who travels and the total. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const { i18n } = useLingui()
  const locale = useLocale()
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
      <FactList layout="rows" className={styles.facts}>
        <Fact term={<Trans>Fare</Trans>}>{quote.fare.family}</Fact>
        {counts
          .filter(([, count]) => count > 0)
          .map(([label, count], index) => (
            <Fact key={index} term={i18n._(label)}>
              {formatNumber(count, locale)}
            </Fact>
          ))}
      </FactList>
      <p className={styles.total}>
        <span>
          <Trans>Total</Trans>
        </span>
        <span>{formatPricePart(quote.price, quote.price.total.amount, locale)}</span>
      </p>
    </Card>
  )
}
