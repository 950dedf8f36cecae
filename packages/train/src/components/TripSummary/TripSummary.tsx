import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Train, TrainClass } from '@rihla/api-contract/trains'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useLocale } from '@rihla/core'
import { formatDate, formatTime } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { useId } from 'react'
import { durationText } from '../../format'
import { CLASS_LABELS } from '../../labels'
import * as styles from './TripSummary.css'

/** The chosen train and class with the price of every traveller: beside every booking step. */
export function TripSummary({
  train,
  travelClass,
  seats,
}: {
  train: Train
  travelClass: TrainClass
  seats?: readonly string[]
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const headingId = useId()
  const offer = train.classes.find((candidate) => candidate.class === travelClass)
  return (
    <Card as="section" padding="md" aria-labelledby={headingId} className={styles.summary}>
      <h2 id={headingId} className={styles.title}>
        {i18n._(msg`Your trip`)}
      </h2>
      <FactList layout="rows">
        <Fact term={i18n._(msg`Train`)}>{`${train.id} · ${train.lineName}`}</Fact>
        <Fact term={i18n._(msg`Departs`)}>
          {`${train.from.name} · ${formatDate(train.departure, locale, { dateStyle: 'medium' })} ${formatTime(train.departure, locale)}`}
        </Fact>
        <Fact term={i18n._(msg`Arrives`)}>{`${train.to.name} · ${formatTime(train.arrival, locale)}`}</Fact>
        <Fact term={i18n._(msg`Duration`)}>{durationText(i18n, locale, train.durationMinutes)}</Fact>
        <Fact term={i18n._(msg`Class`)}>{offer?.name ?? i18n._(CLASS_LABELS[travelClass])}</Fact>
        {seats?.length ? <Fact term={i18n._(msg`Seats`)}>{seats.join(', ')}</Fact> : null}
      </FactList>
      {offer ? <PriceBreakdownSummary price={offer.price} /> : null}
    </Card>
  )
}
