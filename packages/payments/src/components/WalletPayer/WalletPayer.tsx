import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SavedAccount, WalletMethod } from '@rihla/api-contract/payments'
import { Button } from '@rihla/ui-kit/button'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { TextField } from '@rihla/ui-kit/text-field'
import Plus from 'lucide-react/icons/plus'
import { METHOD_NAMES } from '../labels'
import * as styles from './WalletPayer.css'

/** Who pays by wallet: a saved account, or a mobile number typed for this payment. */
export type WalletPayerChoice = { kind: 'account'; accountId: string } | { kind: 'mobile' }

/** The value of the "another number" choice among the saved accounts. */
const OTHER_NUMBER = 'other-number'

export interface WalletPayerProps {
  method: WalletMethod
  /** The saved accounts of this wallet. */
  accounts: readonly SavedAccount[]
  choice: WalletPayerChoice
  onChoiceChange: (choice: WalletPayerChoice) => void
  mobile: string
  onMobileChange: (mobile: string) => void
  mobileError: string | null
  onAddAccount: () => void
}

/** The wallet's account selection: saved accounts to pick, another number, and "Add account". */
export function WalletPayer({
  method,
  accounts,
  choice,
  onChoiceChange,
  mobile,
  onMobileChange,
  mobileError,
  onAddAccount,
}: WalletPayerProps) {
  const { i18n } = useLingui()
  const wallet = i18n._(METHOD_NAMES[method])
  const mobileField = (
    <TextField
      label={i18n._(msg`${wallet} mobile number`)}
      description={i18n._(msg`With the country code, for example +966 50 123 4567.`)}
      name="walletMobile"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={mobile}
      onChange={onMobileChange}
      isRequired
      isInvalid={Boolean(mobileError)}
      errorMessage={mobileError ?? undefined}
      validationBehavior="aria"
      className={styles.mobile}
    />
  )

  return (
    <div className={styles.payer}>
      {accounts.length ? (
        <RadioGroup
          label={i18n._(msg`Pay from`)}
          value={choice.kind === 'account' ? choice.accountId : OTHER_NUMBER}
          onChange={(value) =>
            onChoiceChange(
              value === OTHER_NUMBER ? { kind: 'mobile' } : { kind: 'account', accountId: value },
            )
          }
        >
          {accounts.map((account) => (
            <Radio key={account.id} value={account.id}>
              <Trans>
                {wallet} account <bdi className={styles.ltr}>{account.mobile}</bdi>
              </Trans>
            </Radio>
          ))}
          <Radio value={OTHER_NUMBER}>
            <Trans>Another mobile number</Trans>
          </Radio>
        </RadioGroup>
      ) : null}
      {choice.kind === 'mobile' ? mobileField : null}
      <div className={styles.addRow}>
        <Button variant="secondary" startIcon={<Plus size={18} aria-hidden />} onPress={onAddAccount}>
          <Trans>Add account</Trans>
        </Button>
      </div>
    </div>
  )
}
