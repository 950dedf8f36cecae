import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Button } from '@rihla/ui-kit/button'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import Coins from 'lucide-react/icons/coins'
import { Suspense, lazy, useState } from 'react'
import { useApi } from '../app/hooks'
import { coreQueries } from '../queries'
import { modalAtom } from '../state/modals'
import { useVisitorCurrency } from '../app/visitorCurrency'

// The picker and the confirmation load on first use: no visitor needs their code to see a page.
const loadDialogs = () => import('./CurrencyDialogs')
const CurrencyDialogs = lazy(loadDialogs)

/**
 * The currency switch: pick a currency, confirm (SPEC.md §4: changing currency goes to Home after a
 * confirmation), and prices everywhere follow. Hidden when the currencies failed to load, which is
 * only logged (SPEC.md §8).
 */
export function CurrencySwitch() {
  const { i18n } = useLingui()
  const api = useApi()
  const { data: currencies } = useQuery(coreQueries.currencies(api))
  const current = useVisitorCurrency()
  const isConfirmOpen = useAtomValue(modalAtom('confirmModal'))
  const [isPickerOpen, setPickerOpen] = useState(false)

  if (!currencies?.length) return null
  return (
    <>
      <Button
        variant="ghost"
        startIcon={<Coins size={18} aria-hidden />}
        aria-label={i18n._(msg`Currency: ${current ?? ''}. Change currency`)}
        onHoverStart={() => void loadDialogs()}
        onFocus={() => void loadDialogs()}
        onPress={() => setPickerOpen(true)}
      >
        {current}
      </Button>
      {isPickerOpen || isConfirmOpen ? (
        <Suspense>
          <CurrencyDialogs
            currencies={currencies}
            isPickerOpen={isPickerOpen}
            onPickerOpenChange={setPickerOpen}
          />
        </Suspense>
      ) : null}
    </>
  )
}
