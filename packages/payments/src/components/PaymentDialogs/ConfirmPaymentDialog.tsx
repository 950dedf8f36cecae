import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import type { ReactNode } from 'react'
import * as styles from './PaymentDialogs.css'

export interface ConfirmPaymentDialogProps {
  /** The method's name and, for a wallet, the account or number it pays from. */
  method: string
  payer?: ReactNode
  /** The total, formatted: exactly what is sent as the amount. */
  amount: string
  bookingTitle: string
  /** What pressing Confirm leads to, e.g. "You will enter your card on our partner's secure page." */
  next: ReactNode
  confirmLabel: string
  onConfirm: () => void
}

/** The `confirmModal`: the method and the amount, said once more before anything is charged. */
export function ConfirmPaymentDialog({
  method,
  payer,
  amount,
  bookingTitle,
  next,
  confirmLabel,
  onConfirm,
}: ConfirmPaymentDialogProps) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom('confirmModal'))
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      role="alertdialog"
      size="sm"
      title={i18n._(msg`Confirm your payment`)}
      closeLabel={i18n._(msg`Close`)}
      footer={(close) => (
        <div className={styles.footer}>
          <Button variant="secondary" onPress={close}>
            <Trans>Back</Trans>
          </Button>
          <Button variant="primary" onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      )}
    >
      <div className={styles.body}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Booking</Trans>
            </dt>
            <dd className={styles.value}>{bookingTitle}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Payment method</Trans>
            </dt>
            <dd className={styles.value}>
              {method}
              {payer ? <> · {payer}</> : null}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Amount</Trans>
            </dt>
            <dd className={styles.value}>{amount}</dd>
          </div>
        </dl>
        <p className={styles.note}>{next}</p>
      </div>
    </Modal>
  )
}
