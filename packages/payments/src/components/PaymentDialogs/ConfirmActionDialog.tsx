import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { PaymentMethodId, SavedAccount } from '@rihla/api-contract/payments'
import type { PaymentAction } from '../../usePaymentProcess'
import { METHOD_NAMES } from '../labels'
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog'
import * as styles from './PaymentDialogs.css'

export interface ConfirmActionDialogProps {
  action: PaymentAction
  /** The method chosen on the page. */
  method: PaymentMethodId | null
  /** The saved wallet account chosen on the page, if any. */
  selectedAccount: SavedAccount | undefined
  /** The total, formatted. */
  amount: string
  bookingTitle: string
  onConfirm: () => void
}

/** The confirm dialog of the action Continue built: who pays, how much, and what Confirm leads to. */
export function ConfirmActionDialog({
  action,
  method,
  selectedAccount,
  amount,
  bookingTitle,
  onConfirm,
}: ConfirmActionDialogProps) {
  const { i18n } = useLingui()
  return (
    <ConfirmPaymentDialog
      method={method ? i18n._(METHOD_NAMES[method]) : ''}
      payer={
        action.method === 'stc_pay' || action.method === 'urpay' ? (
          <bdi className={styles.ltr}>
            {selectedAccount?.mobile ?? ('mobile' in action ? action.mobile : '')}
          </bdi>
        ) : undefined
      }
      amount={amount}
      bookingTitle={bookingTitle}
      next={
        action.method === 'card' ? (
          <Trans>You will go to our payment partner’s secure page to enter your card.</Trans>
        ) : action.method === 'bank_transfer' ? (
          <Trans>You will get the account and reference to transfer the amount to.</Trans>
        ) : (
          <Trans>We will send a code by text message to confirm the payment.</Trans>
        )
      }
      confirmLabel={i18n._(msg`Confirm`)}
      onConfirm={onConfirm}
    />
  )
}
