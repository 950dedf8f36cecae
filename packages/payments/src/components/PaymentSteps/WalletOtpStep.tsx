import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { OtpChallenge, Payment } from '@rihla/api-contract/payments'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { METHOD_NAMES } from '../labels'
import { OtpForm } from '../OtpForm/OtpForm'
import * as styles from './PaymentSteps.css'

export interface WalletOtpStepProps {
  /** The wallet attempt waiting for its code. */
  payment: Payment
  challenge: OtpChallenge
  /** The total, formatted. */
  amount: string
  onVerify: (otp: string) => Promise<void>
  onResend: () => Promise<OtpChallenge>
  onChangeMethod: () => void
}

/** A wallet payment's code step: the code sent by text message confirms the charge. */
export function WalletOtpStep({
  payment,
  challenge,
  amount,
  onVerify,
  onResend,
  onChangeMethod,
}: WalletOtpStepProps) {
  const { i18n } = useLingui()
  const wallet = i18n._(METHOD_NAMES[payment.method])
  return (
    <Card as="section" aria-labelledby="wallet-otp-title" className={styles.section}>
      <h2 id="wallet-otp-title" className={styles.sectionTitle}>
        <Trans>Confirm with {wallet}</Trans>
      </h2>
      <OtpForm
        key={payment.orderRef}
        challenge={challenge}
        label={i18n._(msg`${wallet} verification code`)}
        submitLabel={i18n._(msg`Pay ${amount}`)}
        onVerify={onVerify}
        onResend={onResend}
        secondaryActions={
          <Button variant="ghost" onPress={onChangeMethod}>
            <Trans>Change payment method</Trans>
          </Button>
        }
      />
    </Card>
  )
}
