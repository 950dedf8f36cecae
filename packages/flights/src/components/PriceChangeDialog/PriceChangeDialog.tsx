import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Money } from '@rihla/api-contract'
import { modalAtom, useLocale } from '@rihla/core'
import { formatMoney } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import * as styles from './PriceChangeDialog.css'

export interface PriceChange {
  previousTotal: Money
  newTotal: Money
}

export interface PriceChangeDialogProps {
  change: PriceChange | null
  /** Keeps the fare at its new price. */
  onContinue: () => void
  /** Back to the search's results. */
  onChooseAnother: () => void
}

/** The `priceModal`: the airline re-priced the fare, so the traveller sees the old and new totals and decides. */
export function PriceChangeDialog({ change, onContinue, onChooseAnother }: PriceChangeDialogProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [isOpen, setOpen] = useAtom(modalAtom('priceModal'))
  if (!change) return null
  const went = change.newTotal.amount > change.previousTotal.amount ? 'up' : 'down'
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      title={i18n._(msg`The price has changed`)}
      closeLabel={i18n._(msg`Close`)}
      size="sm"
      footer={(close) => (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            onPress={() => {
              close()
              onChooseAnother()
            }}
          >
            <Trans>Choose another flight</Trans>
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              close()
              onContinue()
            }}
          >
            <Trans>Continue with the new price</Trans>
          </Button>
        </div>
      )}
    >
      <p className={styles.lead}>
        {went === 'up' ? (
          <Trans>The airline has raised the fare since it was quoted.</Trans>
        ) : (
          <Trans>The airline has lowered the fare since it was quoted.</Trans>
        )}
      </p>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>
            <Trans>Previous total</Trans>
          </dt>
          <dd className={styles.previous}>{formatMoney(change.previousTotal, locale)}</dd>
        </div>
        <div className={styles.total}>
          <dt>
            <Trans>New total</Trans>
          </dt>
          <dd className={styles.next}>{formatMoney(change.newTotal, locale)}</dd>
        </div>
      </dl>
    </Modal>
  )
}
