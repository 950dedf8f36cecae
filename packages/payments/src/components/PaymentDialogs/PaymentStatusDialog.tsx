import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { ProgressBar } from '@rihla/ui-kit/progress-bar'
import { useAtom, useAtomValue } from 'jotai'
import { paymentStatusViewAtom } from '../../state'
import * as styles from './PaymentDialogs.css'

export interface PaymentStatusDialogProps {
  /** Asks the gateway what became of the payment whose call timed out (GET /inquiry). */
  onCheckStatus: () => void
  /** Sends the same payment again, with the same idempotency key: the traveller's own choice. */
  onRetry: () => void
}

/**
 * The `paymentStatus` modal: progress while a payment call runs (it may take up to 90 s), and after a
 * timeout a way to check the payment's status. Nothing is sent again unless the traveller asks.
 */
export function PaymentStatusDialog({ onCheckStatus, onRetry }: PaymentStatusDialogProps) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom('paymentStatus'))
  const view = useAtomValue(paymentStatusViewAtom)
  const isBusy = view.kind === 'processing' || view.kind === 'checking'

  let body
  let footer = null
  if (view.kind === 'processing' || view.kind === 'checking') {
    body = (
      <ProgressBar
        isIndeterminate
        label={
          view.kind === 'processing'
            ? i18n._(msg`Processing your payment…`)
            : i18n._(msg`Checking your payment’s status…`)
        }
      />
    )
  } else if (view.kind === 'timed-out') {
    body = (
      <p className={styles.note} role="alert">
        <Trans>
          Your payment is taking longer than usual. It may still go through, so it has not been sent again.
          Check its status before trying again.
        </Trans>
      </p>
    )
    footer = (
      <Button variant="primary" onPress={onCheckStatus}>
        <Trans>Check payment status</Trans>
      </Button>
    )
  } else {
    body = (
      <p className={styles.note} role="alert">
        {view.kind === 'not-found' ? (
          <Trans>
            We have no record of this payment yet. You can try again: you will not be charged twice.
          </Trans>
        ) : (
          <Trans>We could not check your payment’s status. Please check your connection.</Trans>
        )}
      </p>
    )
    footer = (
      <>
        <Button variant="secondary" onPress={onCheckStatus}>
          <Trans>Check payment status</Trans>
        </Button>
        <Button variant="primary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </>
    )
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isBusy) setOpen(open)
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isBusy}
      hideCloseButton={isBusy}
      size="sm"
      title={
        view.kind === 'processing' || view.kind === 'checking'
          ? i18n._(msg`Payment in progress`)
          : i18n._(msg`Payment status`)
      }
      closeLabel={i18n._(msg`Close`)}
      footer={footer ? <div className={styles.footer}>{footer}</div> : undefined}
    >
      <div className={styles.body}>{body}</div>
    </Modal>
  )
}
