import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Train, TrainClass } from '@rihla/api-contract/trains'
import { useLocale } from '@rihla/core'
import { formatMoney, formatNumber, formatTime } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { useId } from 'react'
import { durationText, stopsBetween, stopsText } from '../../format'
import { ChooseSeatsButton } from '../ChooseSeatsButton/ChooseSeatsButton'
import * as styles from './TrainCard.css'

export interface TrainCardProps {
  train: Train
  /** The class the search asked for: listed first and marked. */
  preferredClass?: TrainClass
  onDetails: () => void
  onChoose: (travelClass: TrainClass) => void
}

/** One train of the results: times, duration, stops, and each class with its seats left and fare. */
export function TrainCard({ train, preferredClass, onDetails, onChoose }: TrainCardProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const headingId = useId()
  const classes = [...train.classes].sort(
    (a, b) => Number(b.class === preferredClass) - Number(a.class === preferredClass),
  )
  return (
    <Card as="article" padding="md" aria-labelledby={headingId} className={styles.card}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.name}>
          {`${formatTime(train.departure, locale)} ${train.from.name} – ${formatTime(train.arrival, locale)} ${train.to.name}`}
        </h2>
        <p className={styles.muted}>{`${train.id} · ${train.lineName}`}</p>
      </div>
      <div className={styles.times} aria-hidden="true">
        <span className={styles.time}>
          {formatTime(train.departure, locale)}
          <span className={styles.station}>{train.from.name}</span>
        </span>
        <span className={styles.middle}>
          <span>{durationText(i18n, locale, train.durationMinutes)}</span>
          <span className={styles.line} />
          <span>{stopsText(i18n, stopsBetween(train))}</span>
        </span>
        <span className={`${styles.time} ${styles.timeEnd}`}>
          {formatTime(train.arrival, locale)}
          <span className={styles.station}>{train.to.name}</span>
        </span>
      </div>
      <p className={styles.muted}>
        {`${i18n._(msg`Duration`)}: ${durationText(i18n, locale, train.durationMinutes)} · ${stopsText(i18n, stopsBetween(train))}`}
      </p>
      <ul className={styles.classes} aria-label={i18n._(msg`Classes and fares`)}>
        {classes.map((offer) => (
          <li
            key={offer.class}
            className={offer.class === preferredClass ? `${styles.offer} ${styles.preferred}` : styles.offer}
          >
            <strong>{offer.name}</strong>
            <span className={styles.price}>{formatMoney(offer.price.total, locale)}</span>
            <span className={styles.muted}>
              {i18n._(
                msg`${formatMoney(offer.adultFare, locale)} an adult, ${formatMoney(offer.childFare, locale)} a child`,
              )}
            </span>
            <span className={styles.muted}>
              {offer.seatsLeft === 0
                ? i18n._(msg`Sold out`)
                : i18n._(msg`${plural(offer.seatsLeft, { one: '# seat left', other: '# seats left' })}`)}
            </span>
            <ChooseSeatsButton train={train} offer={offer} variant="primary" onChoose={onChoose} />
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onPress={onDetails}
          aria-label={i18n._(
            msg`Train details of ${train.id}, ${formatNumber(train.stops.length, locale)} stations`,
          )}
        >
          <Trans>Train details</Trans>
        </Button>
      </div>
    </Card>
  )
}
