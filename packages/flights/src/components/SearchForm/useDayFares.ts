import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { CalendarDate } from '@internationalized/date'
import type { Money } from '@rihla/api-contract'
import { daysBetween } from '@rihla/api-contract/dates'
import { CALENDAR_MAX_DAYS, lastFlightDate } from '@rihla/api-contract/flights'
import type { Cabin } from '@rihla/api-contract/flights'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { useApi, useLocale, useVisitorMoney } from '@rihla/core'
import { formatMoney, formatNumber, intlLocale, toMajorUnits } from '@rihla/i18n'
import type { CalendarPopoverProps } from '@rihla/ui-kit/date-picker'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { flightsQueries } from '../../queries'

export interface DayFaresRoute {
  /** IATA codes; no fares are asked until both are chosen. */
  from: string | null
  to: string | null
  tripType: 'one_way' | 'round_trip'
  cabin: Cabin
  passengers: { adults: number; children: number; infants: number }
  /** The visitor's currency, the server pricing as the results will be; none asked until it is chosen. */
  currency: string | null
}

/** A price as the calendar shows it, rounded to whole riyals (pounds, dollars…). */
const wholeUnits = (price: Money) => Math.round(toMajorUnits(price))

/**
 * The dates on screen that the API can price: not before today, not past the published schedule, at most
 * CALENDAR_MAX_DAYS. Null when none can be.
 */
export function fareWindow(visible: { start: string; end: string }, today = todayInSaudiArabia()) {
  const start = visible.start < today ? today : visible.start
  const last = lastFlightDate(today)
  const end = visible.end > last ? last : visible.end
  if (start > end) return null
  return { start, days: Math.min(daysBetween(start, end) + 1, CALENDAR_MAX_DAYS) }
}

/**
 * The lowest fare of each day of the month a date picker shows, for the form's route, class and party,
 * as props for the picker: a bare amount under each day, the full price as the day's description, the
 * cheapest day highlighted and the currency said once under the grid.
 */
export function useDayFares(route: DayFaresRoute): CalendarPopoverProps {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const convert = useVisitorMoney()
  const [visible, setVisible] = useState<{ start: string; end: string } | null>(null)
  const priced = visible ? fareWindow(visible) : null
  const { from, to, currency } = route
  const request =
    from && to && priced && currency
      ? {
          from,
          to,
          date: priced.start,
          days: priced.days,
          tripType: route.tripType,
          cabin: route.cabin,
          passengers: route.passengers,
          currency,
        }
      : null
  const fares = useQuery({
    // The strip's query; while the route is incomplete it is never sent (the placeholder key is unused).
    ...flightsQueries.calendarFares(
      api,
      locale,
      request ?? { ...route, from: '', to: '', date: '', days: 0, currency: '' },
    ),
    enabled: request !== null,
  })

  const byDate = useMemo(() => {
    const prices = new Map<string, ReturnType<typeof convert>>()
    for (const fare of fares.data ?? []) prices.set(fare.date, fare.price ? convert(fare.price) : null)
    return prices
  }, [fares.data, convert])
  // Compared as shown, in whole units: two days both showing 81 are both the cheapest.
  const cheapest = useMemo(() => {
    let lowest: number | null = null
    for (const price of byDate.values()) {
      const shown = price ? wholeUnits(price) : null
      if (shown !== null && (lowest === null || shown < lowest)) lowest = shown
    }
    return lowest
  }, [byDate])

  const onVisibleRangeChange = useCallback(
    (range: { start: CalendarDate; end: CalendarDate }) =>
      setVisible({ start: range.start.toString(), end: range.end.toString() }),
    [],
  )
  const dayDetail = useCallback(
    (date: CalendarDate) => {
      const key = date.toString()
      if (!byDate.has(key)) return null
      const price = byDate.get(key)
      if (!price) return { label: '–', description: i18n._(msg`No flights`) }
      const amount = formatMoney(price, locale)
      return {
        label: formatNumber(wholeUnits(price), locale, { maximumFractionDigits: 0 }),
        description: i18n._(msg`from ${amount}`),
        isHighlighted: wholeUnits(price) === cheapest,
      }
    },
    [byDate, cheapest, i18n, locale],
  )

  const shownIn = [...byDate.values()].find((price) => price)?.currency
  const currencyName = shownIn
    ? (new Intl.DisplayNames(intlLocale(locale), { type: 'currency' }).of(shownIn) ?? shownIn)
    : null
  return {
    onVisibleRangeChange,
    dayDetail: request ? dayDetail : undefined,
    calendarFooter:
      request && currencyName ? i18n._(msg`Lowest fare per day, in ${currencyName}`) : undefined,
  }
}
