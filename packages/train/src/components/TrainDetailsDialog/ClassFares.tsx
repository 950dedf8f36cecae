import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Train, TrainClass } from '@rihla/api-contract/trains'
import { useLocale } from '@rihla/core'
import { formatMoney, formatNumber } from '@rihla/i18n'
import { useId } from 'react'
import { ChooseSeatsButton } from '../ChooseSeatsButton/ChooseSeatsButton'
import * as styles from './StopList.css'

/**
 * Each class's fares on this train: an adult's and a child's, how far the train's load has raised them
 * (fares climb as a train fills), the concession fares SAR sells, each named as such, and the way on to
 * the class's seats.
 */
export function ClassFares({
  train,
  onChoose,
}: {
  train: Train
  onChoose: (travelClass: TrainClass) => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.fares}>
      <h3 id={headingId} className={styles.faresHeading}>
        <Trans>Fares</Trans>
      </h3>
      {train.classes.map((offer) => (
        <div key={offer.class} className={styles.classFares}>
          <p className={styles.station}>
            {i18n._(
              msg`${offer.name}: ${formatMoney(offer.adultFare, locale)} an adult, ${formatMoney(offer.childFare, locale)} a child`,
            )}
          </p>
          {offer.demandPercent > 0 ? (
            <p className={styles.times}>
              {i18n._(
                msg`Fares rise as a train fills: ${formatNumber(offer.demandPercent, locale)}% more on this one`,
              )}
            </p>
          ) : null}
          {offer.concessions?.length ? (
            <ul className={styles.concessions}>
              {offer.concessions.map((concession) => (
                <li key={concession.id} className={styles.times}>
                  {`${concession.label}: ${formatMoney(concession.fare, locale)}`}
                </li>
              ))}
            </ul>
          ) : null}
          <ChooseSeatsButton train={train} offer={offer} variant="secondary" onChoose={onChoose} />
        </div>
      ))}
    </section>
  )
}
