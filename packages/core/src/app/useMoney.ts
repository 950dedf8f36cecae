import type { Money } from '@rihla/api-contract'
import { convertMoney, formatMoney } from '@rihla/i18n'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { coreQueries } from '../queries'
import { preferencesAtom } from '../state/preferences'
import { useApi, useLocale } from './hooks'

/**
 * Formats money in the visitor's chosen currency, converted with the server's rates; in its own
 * currency when there is no rate for it (or the rates have not loaded).
 */
export function useMoney(): (money: Money) => string {
  const locale = useLocale()
  const api = useApi()
  const rates = useQuery(coreQueries.currencies(api)).data
  const selected = useAtomValue(preferencesAtom).selectedCurrency
  return useCallback(
    (money: Money) => {
      if (selected && rates && selected !== money.currency) {
        try {
          return formatMoney(convertMoney(money, selected, rates), locale)
        } catch {
          // No rate between the two: the original currency is still the truth.
        }
      }
      return formatMoney(money, locale)
    },
    [locale, rates, selected],
  )
}
