import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage } from '@rihla/api-contract'
import { phoneSchema } from '@rihla/api-contract/phone'
import type { OtpChallenge, SavedAccount, WalletMethod } from '@rihla/api-contract/payments'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { TextField } from '@rihla/ui-kit/text-field'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { requestErrorText } from '../../errorText'
import { METHOD_NAMES } from '../labels'
import { OtpForm } from '../OtpForm/OtpForm'
import * as styles from './PaymentDialogs.css'

export interface AddAccountDialogProps {
  method: WalletMethod
  /** The account is verified and saved; the page adds it to the list and picks it. */
  onAdded: (account: SavedAccount) => void
}

/**
 * The `paymentModal`: adds a wallet account. The mobile number gets a code by text message
 * (POST /saveAccount); the code verifies it (POST /verifyAccount) and the account joins the list.
 */
export function AddAccountDialog({ method, onAdded }: AddAccountDialogProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [isOpen, setOpen] = useAtom(modalAtom('paymentModal'))
  const [mobile, setMobile] = useState('')
  const [sentTo, setSentTo] = useState<{ mobile: string; challenge: OtpChallenge } | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [isSending, setSending] = useState(false)
  const wallet = i18n._(METHOD_NAMES[method])

  const reset = () => {
    setMobile('')
    setSentTo(null)
    setFieldError(null)
    setFormError(null)
  }

  const sendCode = async (number: string) => {
    const response = await api.call('saveAccount', { body: { method, mobile: number } }, { locale })
    return response.otp
  }

  const submitMobile = async () => {
    const parsed = phoneSchema.safeParse(mobile)
    if (!parsed.success) {
      setFieldError(localizeMessage(parsed.error.issues[0]?.message ?? '', locale))
      return
    }
    setFieldError(null)
    setFormError(null)
    setSending(true)
    try {
      setSentTo({ mobile: parsed.data, challenge: await sendCode(parsed.data) })
    } catch (error) {
      setFormError(requestErrorText(error, i18n))
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open)
        if (!open) reset()
      }}
      title={i18n._(msg`Add a ${wallet} account`)}
      closeLabel={i18n._(msg`Close`)}
      size="sm"
    >
      {sentTo ? (
        <OtpForm
          challenge={sentTo.challenge}
          label={i18n._(msg`Verify the account`)}
          submitLabel={i18n._(msg`Verify and add`)}
          onVerify={async (otp) => {
            const { account } = await api.call(
              'verifyAccount',
              { body: { method, mobile: sentTo.mobile, otp } },
              { locale },
            )
            onAdded(account)
            setOpen(false)
            reset()
          }}
          onResend={() => sendCode(sentTo.mobile)}
          secondaryActions={
            <Button variant="ghost" onPress={() => setSentTo(null)}>
              <Trans>Use another number</Trans>
            </Button>
          }
        />
      ) : (
        <form
          noValidate
          className={styles.body}
          aria-label={i18n._(msg`Account mobile number`)}
          onSubmit={(event) => {
            event.preventDefault()
            void submitMobile()
          }}
        >
          <p className={styles.note}>
            <Trans>We will send a code to this number to check that the {wallet} account is yours.</Trans>
          </p>
          <TextField
            label={i18n._(msg`${wallet} mobile number`)}
            description={i18n._(msg`With the country code, for example +966 50 123 4567.`)}
            name="accountMobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={mobile}
            onChange={(value) => {
              setMobile(value)
              setFieldError(null)
            }}
            autoFocus
            isRequired
            isInvalid={Boolean(fieldError)}
            errorMessage={fieldError ?? undefined}
            validationBehavior="aria"
            className={styles.mobile}
          />
          {formError ? (
            <p className={styles.error} role="alert">
              {formError}
            </p>
          ) : null}
          <p className={styles.note} role="status">
            {isSending ? <Trans>Sending the code…</Trans> : null}
          </p>
          <div className={styles.footer}>
            <Button type="submit" variant="primary" isDisabled={isSending}>
              <Trans>Send code</Trans>
            </Button>
          </div>
        </form>
      )}
    </Modal>
  )
}
