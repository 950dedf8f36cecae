import type { Money } from '@rihla/api-contract'
import { modalAtom } from '@rihla/core'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import type { PriceChange } from '../dialogs/PriceChangeDialog'

/**
 * A review's price check before it books again (`useReserveAndPay`'s `reprice`): the price shown, then
 * the server's now. When they differ, the price modal opens with both (`priceChange` for
 * `PriceChangeDialog`); `reprice` answers true only when the shown price stands.
 */
export function usePriceCheck(shown: () => Money | undefined, fresh: () => Promise<Money | undefined>) {
  const openPriceModal = useSetAtom(modalAtom('priceModal'))
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null)
  const reprice = async () => {
    const before = shown()
    const now = await fresh().catch(() => undefined)
    if (!before || !now) return false
    if (now.amount === before.amount) return true
    setPriceChange({ previousTotal: before, newTotal: now })
    openPriceModal(true)
    return false
  }
  return { priceChange, reprice }
}
