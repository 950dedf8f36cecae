import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Train } from '@rihla/api-contract/trains'
import { useLocale } from '@rihla/core'
import { formatTime } from '@rihla/i18n'
import * as styles from './StopList.css'

/** Every station of a train's run in order, with the times it arrives and leaves. */
export function StopList({ train }: { train: Train }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <ol className={styles.stops} aria-label={i18n._(msg`Stops of ${train.id}`)}>
      {train.stops.map((stop) => {
        const times = [
          stop.arrival ? i18n._(msg`arrives ${formatTime(stop.arrival, locale)}`) : null,
          stop.departure ? i18n._(msg`leaves ${formatTime(stop.departure, locale)}`) : null,
        ].filter(Boolean)
        const yours = stop.station.id === train.from.id || stop.station.id === train.to.id
        return (
          <li key={stop.station.id} className={yours ? `${styles.stop} ${styles.yours}` : styles.stop}>
            <span className={styles.station}>{stop.station.name}</span>
            <span className={styles.times}>{times.join(' · ')}</span>
          </li>
        )
      })}
    </ol>
  )
}
