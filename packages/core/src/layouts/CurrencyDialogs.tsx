import { msg } from '@lingui/core/macro'
import { useRuntime } from '../app/runtimeContext'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Currency } from '@rihla/api-contract'
import { Button } from '@rihla/ui-kit/button'
import { ListBox, ListBoxItem } from '@rihla/ui-kit/list-box'
import { Modal } from '@rihla/ui-kit/modal'
import { useRouter } from '@tanstack/react-router'
import { useAtom, useAtomValue } from 'jotai'
import { useState } from 'react'
import { useLocale } from '../app/hooks'
import { saveCurrency } from '../bootstrap/currency'
import { localePath } from '../routing/namedRoutes'
import { modalAtom } from '../state/modals'
import { preferencesAtom } from '../state/preferences'
import * as styles from './CurrencyDialogs.css'

interface CurrencyDialogsProps {
  currencies: Currency[]
  isPickerOpen: boolean
  onPickerOpenChange: (isOpen: boolean) => void
}

/** The currency picker and the confirmation before prices change and the visitor goes Home. */
export default function CurrencyDialogs({
  currencies,
  isPickerOpen,
  onPickerOpenChange,
}: CurrencyDialogsProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { toasts, store } = useRuntime()
  const preferences = useAtomValue(preferencesAtom)
  const [isConfirmOpen, setConfirmOpen] = useAtom(modalAtom('confirmModal'))
  const [pending, setPending] = useState<Currency | null>(null)
  const current = preferences.selectedCurrency
  const nameOf = (currency: Currency) => currency.name[locale]

  const choose = (code: string) => {
    const currency = currencies.find((item) => item.code === code)
    onPickerOpenChange(false)
    if (!currency || currency.code === current) return
    setPending(currency)
    setConfirmOpen(true)
  }

  const confirm = () => {
    if (!pending) return
    saveCurrency(store, pending.code)
    setConfirmOpen(false)
    toasts.add(
      { title: i18n._(msg`Prices are now shown in ${nameOf(pending)}`), tone: 'success' },
      { timeout: 5000 },
    )
    void router.navigate({ href: localePath('/', locale) })
  }

  return (
    <>
      <Modal
        isOpen={isPickerOpen}
        onOpenChange={onPickerOpenChange}
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
            // Pressing the current currency clears the selection: the visitor keeps it and the picker closes.
            if (typeof code === 'string') choose(code)
            else onPickerOpenChange(false)
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
              Prices will be shown in {nameOf(pending)} ({pending.code}). You will go to the Home page to
              continue with the new currency.
            </Trans>
          </p>
        ) : null}
      </Modal>
    </>
  )
}
