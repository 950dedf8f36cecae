import { Trans } from '@lingui/react/macro'
import type { BankTransferDetails as Details } from '@rihla/api-contract/payments'
import { Button } from '@rihla/ui-kit/button'
import { BankTransferDetails } from '../BankTransferDetails/BankTransferDetails'
import * as styles from './PaymentSteps.css'

export interface BankTransferStepProps {
  details: Details
  onChangeMethod: () => void
}

/** A bank transfer waiting for its money: where to send it, and the way back to the methods. */
export function BankTransferStep({ details, onChangeMethod }: BankTransferStepProps) {
  return (
    <BankTransferDetails
      details={details}
      actions={
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onChangeMethod}>
            <Trans>Change payment method</Trans>
          </Button>
        </div>
      }
    />
  )
}
