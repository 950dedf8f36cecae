import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useApi, useLocale, useMoney } from '@rihla/core'
import { formatDate } from '@rihla/i18n'
import { useQuery } from '@tanstack/react-query'
import { memo } from 'react'
import type { FareStripSearch } from '../../fareStrip'
import { fareStripQuery } from '../../fareStrip'
import * as styles from './FareStrip.css'

export interface FareStripProps extends FareStripSearch {
  onSelect: (date: string) => void
}

/**
 * Calendar fares: the lowest fare of each day around the chosen one; picking a day changes the date.
 * Memoised: the results page re-renders as the search answers, which change nothing here.
 */
export const FareStrip = memo(function FareStrip({
  from,
  to,
  date,
  tripType,
  cabin,
  passengers,
  currency,
  onSelect,
}: FareStripProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const money = useMoney()
  const fares = useQuery(
    fareStripQuery(api, locale, { from, to, date, tripType, cabin, passengers, currency }),
  )
  if (!fares.data?.length) return null
  return (
    <nav aria-label={i18n._(msg`Lowest fares by day`)} className={styles.strip}>
      <ul className={styles.list}>
        {fares.data.map((fare) => {
          const isCurrent = fare.date === date
          return (
            <li key={fare.date}>
              <button
                type="button"
                className={styles.day}
                aria-current={isCurrent ? 'date' : undefined}
                disabled={!fare.price}
                onClick={() => onSelect(fare.date)}
              >
                <span className={styles.date}>
                  {formatDate(fare.date, locale, { weekday: 'short', day: 'numeric', month: 'short' })}
                </span>
                <span className={styles.price}>
                  {fare.price ? (money(fare.price) ?? '…') : i18n._(msg`No flights`)}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
})
