import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { PaymentMethod, PaymentMethodId, SavedAccount } from '@rihla/api-contract/payments'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { isWallet } from '../../isWallet'
import type { PageError } from '../../paymentFlowReducer'
import type { PaymentAction } from '../../usePaymentProcess'
import { MethodPicker } from '../MethodPicker/MethodPicker'
import { AddAccountDialog } from '../PaymentDialogs/AddAccountDialog'
import { WalletPayer } from '../WalletPayer/WalletPayer'
import type { WalletPayerChoice } from '../WalletPayer/WalletPayer'
import * as styles from './PaymentSteps.css'

export interface MethodStepProps {
  methods: readonly PaymentMethod[]
  method: PaymentMethodId | null
  onMethodChange: (method: PaymentMethodId) => void
  /** Why Continue did nothing: no method was chosen. */
  methodError: string | null
  /** The chosen wallet's saved accounts. */
  walletAccounts: readonly SavedAccount[]
  walletChoice: WalletPayerChoice
  onWalletChoiceChange: (choice: WalletPayerChoice) => void
  mobile: string
  onMobileChange: (mobile: string) => void
  mobileError: string | null
  onAddAccount: () => void
  onAccountAdded: (account: SavedAccount) => void
  pageError: PageError | null
  onRetry: (action: PaymentAction) => void
  onContinue: () => void
}

/** Choosing how to pay: the methods, the wallet's payer, and Continue. */
export function MethodStep({
  methods,
  method,
  onMethodChange,
  methodError,
  walletAccounts,
  walletChoice,
  onWalletChoiceChange,
  mobile,
  onMobileChange,
  mobileError,
  onAddAccount,
  onAccountAdded,
  pageError,
  onRetry,
  onContinue,
}: MethodStepProps) {
  const { i18n } = useLingui()
  const continueLabel =
    method === 'card'
      ? i18n._(msg`Continue to secure payment`)
      : method === 'bank_transfer'
        ? i18n._(msg`Get bank transfer details`)
        : isWallet(method)
          ? i18n._(msg`Send code`)
          : i18n._(msg`Continue`)

  return (
    <Card as="section" aria-labelledby="method-title" className={styles.section}>
      <h2 id="method-title" className={styles.sectionTitle}>
        <Trans>How would you like to pay?</Trans>
      </h2>
      <MethodPicker methods={methods} value={method} onChange={onMethodChange} />
      {methodError ? (
        <p className={styles.error} role="alert">
          {methodError}
        </p>
      ) : null}
      {isWallet(method) ? (
        <WalletPayer
          method={method}
          accounts={walletAccounts}
          choice={walletChoice}
          onChoiceChange={onWalletChoiceChange}
          mobile={mobile}
          onMobileChange={onMobileChange}
          mobileError={mobileError}
          onAddAccount={onAddAccount}
        />
      ) : null}
      {method === 'card' ? (
        <p className={styles.note}>
          <Trans>
            You will enter your card on our payment partner’s secure page, with a verification step from your
            bank. Rihla never sees your card number.
          </Trans>
        </p>
      ) : null}
      {pageError ? (
        <div className={styles.actions}>
          <p className={styles.error} role="alert" tabIndex={-1} data-page-error>
            {pageError.message}
          </p>
          {pageError.retry ? (
            <Button variant="secondary" onPress={() => onRetry(pageError.retry!)}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" size="lg" onPress={onContinue}>
          {continueLabel}
        </Button>
      </div>
      {isWallet(method) ? <AddAccountDialog method={method} onAdded={onAccountAdded} /> : null}
    </Card>
  )
}
