import type { Money } from '@rihla/api-contract'
import { convertMoney, formatMoney } from '@rihla/i18n'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { coreQueries } from '../queries'
import { useVisitorCurrency } from './visitorCurrency'
import { useApi, useLocale } from './hooks'

/**
 * Money in the visitor's chosen currency, converted with the server's rates; in its own currency when
 * there is no rate for it or the rates failed to load. Null while the currency is still being chosen or
 * its rate is on its way (the first moments of a first visit), so a price never shows in one currency and
 * then flips to another: callers show a placeholder. For the rare place that formats the amount itself,
 * e.g. a bare number under a calendar day.
 */
export function useVisitorMoney(): (money: Money) => Money | null {
  const api = useApi()
  const currencies = useQuery(coreQueries.currencies(api))
  const rates = currencies.data
  const selected = useVisitorCurrency()
  return useCallback(
    (money: Money) => {
      if (!selected || (selected !== money.currency && currencies.isPending)) return null
      if (rates && selected !== money.currency) {
        try {
          return convertMoney(money, selected, rates)
        } catch {
          // No rate between the two: the original currency is still the truth.
        }
      }
      return money
    },
    [rates, selected, currencies.isPending],
  )
}

/** Formats money in the visitor's chosen currency: see `useVisitorMoney`. */
export function useMoney(): (money: Money) => string | null {
  const locale = useLocale()
  const convert = useVisitorMoney()
  return useCallback(
    (money: Money) => {
      const converted = convert(money)
      return converted ? formatMoney(converted, locale) : null
    },
    [convert, locale],
  )
}
