import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Money } from '@rihla/api-contract'
import { useLocale } from '@rihla/core'
import { formatMoney } from '@rihla/i18n'
import { PromptDialog } from '@rihla/booking-flow/dialogs'
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
  if (!change) return null
  const went = change.newTotal.amount > change.previousTotal.amount ? 'up' : 'down'
  return (
    <PromptDialog
      name="priceModal"
      mustAnswer
      title={i18n._(msg`The price has changed`)}
      secondary={{ label: <Trans>Choose another flight</Trans>, onPress: onChooseAnother }}
      primary={{ label: <Trans>Continue with the new price</Trans>, onPress: onContinue }}
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
    </PromptDialog>
  )
}
