import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Money } from '@rihla/api-contract'
import { useLocale } from '@rihla/core'
import { formatMoney } from '@rihla/i18n'
import type { ReactNode } from 'react'
import { PromptDialog } from './PromptDialog'
import * as styles from './PriceChangeDialog.css'

export interface PriceChange {
  previousTotal: Money
  newTotal: Money
}

export interface PriceChangeDialogProps {
  change: PriceChange | null
  /** The vertical's words for why: the price went up, or down, since it was quoted. */
  raised: ReactNode
  lowered: ReactNode
  /** The way back to choose something else ("Choose another flight"). */
  chooseAnotherLabel: ReactNode
  /** Keeps the choice at its new price. */
  onContinue: () => void
  /** Back to the search's results. */
  onChooseAnother: () => void
}

/** The `priceModal`: the price changed on re-pricing, so the traveller sees the old and new totals and decides. */
export function PriceChangeDialog(props: PriceChangeDialogProps) {
  const { change, raised, lowered, chooseAnotherLabel, onContinue, onChooseAnother } = props
  const { i18n } = useLingui()
  const locale = useLocale()
  if (!change) return null
  return (
    <PromptDialog
      name="priceModal"
      mustAnswer
      title={i18n._(msg`The price has changed`)}
      secondary={{ label: chooseAnotherLabel, onPress: onChooseAnother }}
      primary={{ label: <Trans>Continue with the new price</Trans>, onPress: onContinue }}
    >
      <p className={styles.lead}>{change.newTotal.amount > change.previousTotal.amount ? raised : lowered}</p>
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
