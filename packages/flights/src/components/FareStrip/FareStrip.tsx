import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { addDays } from '@rihla/api-contract/dates'
import type { Cabin } from '@rihla/api-contract/flights'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { useApi, useLocale, useMoney } from '@rihla/core'
import { formatDate } from '@rihla/i18n'
import { useQuery } from '@tanstack/react-query'
import { flightsQueries } from '../../queries'
import * as styles from './FareStrip.css'

export interface FareStripProps {
  from: string
  to: string
  /** The chosen day, YYYY-MM-DD; the strip shows the days around it. */
  date: string
  tripType: 'one_way' | 'round_trip'
  /** The searched class and party: the prices are theirs, as on the results. */
  cabin: Cabin
  passengers: Passengers
  onSelect: (date: string) => void
}

export interface Passengers {
  adults: number
  children: number
  infants: number
}

const DAYS = 7

/** Calendar fares: the lowest fare of each day around the chosen one; picking a day changes the date. */
export function FareStrip({ from, to, date, tripType, cabin, passengers, onSelect }: FareStripProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const money = useMoney()
  const today = todayInSaudiArabia()
  const start = addDays(date, -3) < today ? today : addDays(date, -3)
  const fares = useQuery(
    flightsQueries.calendarFares(api, locale, {
      from,
      to,
      date: start,
      tripType,
      days: DAYS,
      cabin,
      passengers: { adults: passengers.adults, children: passengers.children, infants: passengers.infants },
    }),
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
}
