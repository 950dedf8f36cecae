import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Currency } from '@rihla/api-contract'
import { Button } from '@rihla/ui-kit/button'
import { ListBox, ListBoxItem } from '@rihla/ui-kit/list-box'
import { Modal } from '@rihla/ui-kit/modal'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import Coins from 'lucide-react/icons/coins'
import { useState } from 'react'
import { useApi, useLocale } from '../app/hooks'
import { coreQueries } from '../queries'
import { localePath } from '../routing/namedRoutes'
import { modalAtom } from '../state/modals'
import { preferencesAtom } from '../state/preferences'
import * as styles from './CurrencySwitch.css'

/**
 * The currency switch: pick a currency, confirm (SPEC.md §4: changing currency goes to Home after a
 * confirmation), and prices everywhere follow. Hidden when the currencies failed to load, which is
 * only logged (SPEC.md §8).
 */
export function CurrencySwitch() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const api = useApi()
  const router = useRouter()
  const toasts = useRouteContext({ from: '__root__', select: (context) => context.toasts })
  const { data: currencies } = useQuery(coreQueries.currencies(api))
  const [preferences, setPreferences] = useAtom(preferencesAtom)
  const [isPickerOpen, setPickerOpen] = useState(false)
  const [isConfirmOpen, setConfirmOpen] = useAtom(modalAtom('confirmModal'))
  const [pending, setPending] = useState<Currency | null>(null)

  if (!currencies?.length) return null
  const current = preferences.selectedCurrency
  const nameOf = (currency: Currency) => currency.name[locale]

  const choose = (code: string) => {
    const currency = currencies.find((item) => item.code === code)
    setPickerOpen(false)
    if (!currency || currency.code === current) return
    setPending(currency)
    setConfirmOpen(true)
  }

  const confirm = () => {
    if (!pending) return
    setPreferences({ ...preferences, selectedCurrency: pending.code })
    setConfirmOpen(false)
    toasts.add({ title: i18n._(msg`Prices are now shown in ${nameOf(pending)}`), tone: 'success' }, { timeout: 5000 })
    void router.navigate({ href: localePath('/', locale) })
  }

  return (
    <>
      <Button
        variant="ghost"
        startIcon={<Coins size={18} aria-hidden />}
        aria-label={i18n._(msg`Currency: ${current ?? ''}. Change currency`)}
        onPress={() => setPickerOpen(true)}
      >
        {current}
      </Button>
      <Modal
        isOpen={isPickerOpen}
        onOpenChange={setPickerOpen}
        title={<Trans>Choose your currency</Trans>}
        closeLabel={i18n._(msg`Close`)}
      >
        <ListBox
          aria-label={i18n._(msg`Currencies`)}
          items={currencies.map((currency) => ({ ...currency, id: currency.code }))}
          selectionMode="single"
          selectedKeys={current ? [current] : []}
          onSelectionChange={(keys) => {
            const [code] = keys === 'all' ? [] : [...keys]
            if (typeof code === 'string') choose(code)
          }}
          className={styles.list}
        >
          {(currency) => (
            <ListBoxItem id={currency.code} textValue={`${nameOf(currency)} ${currency.code}`}>
              <span className={styles.option}>
                <span>{nameOf(currency)}</span>
                <span className={styles.code}>{currency.code}</span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Modal>
      <Modal
        isOpen={isConfirmOpen && pending !== null}
        onOpenChange={setConfirmOpen}
        role="alertdialog"
        size="sm"
        title={<Trans>Change currency?</Trans>}
        closeLabel={i18n._(msg`Close`)}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="primary" onPress={confirm}>
              <Trans>Change currency</Trans>
            </Button>
          </>
        )}
      >
        {pending ? (
          <p className={styles.message}>
            <Trans>
              Prices will be shown in {nameOf(pending)} ({pending.code}). You will go to the Home page to continue with
              the new currency.
            </Trans>
          </p>
        ) : null}
      </Modal>
    </>
  )
}
