import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage } from '@rihla/api-contract'
import { otpSchema } from '@rihla/api-contract/account'
import type { OtpChallenge } from '@rihla/api-contract/payments'
import { useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { useClockFormat, useCountdown } from '@rihla/ui-kit/countdown'
import { TextField } from '@rihla/ui-kit/text-field'
import type { ReactNode } from 'react'
import { useRef, useState } from 'react'
import { requestErrorText } from '../../errorText'
import * as styles from './OtpForm.css'

export interface OtpFormProps {
  /** The challenge of the last code sent: where it went and when another may be asked for. */
  challenge: OtpChallenge
  /** The form's accessible name. */
  label: string
  submitLabel: string
  /** Checks the code; throws the API's error when it is refused. */
  onVerify: (otp: string) => Promise<void>
  /** Asks for a new code; resolves with its challenge. */
  onResend: () => Promise<OtpChallenge>
  /** Extra actions beside the submit button (another number, another method). */
  secondaryActions?: ReactNode
}

/**
 * The code step of a wallet payment and of adding a wallet account: the 6-digit code sent by text
 * message, its errors, and a new code once the resend timer has run out.
 */
export function OtpForm({
  challenge,
  label,
  submitLabel,
  onVerify,
  onResend,
  secondaryActions,
}: OtpFormProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const focusCode = () => formRef.current?.querySelector<HTMLInputElement>('input[name="otp"]')?.focus()
  const [otp, setOtp] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [isVerifying, setVerifying] = useState(false)
  const [phone, setPhone] = useState(challenge.phone)
  const [resendAt, setResendAt] = useState(() => Date.now() + challenge.resendAfterSeconds * 1000)
  const [isResending, setResending] = useState(false)
  const [resent, setResent] = useState(false)
  const secondsLeft = useCountdown({ to: resendAt })
  const clock = useClockFormat()

  const verify = async () => {
    const parsed = otpSchema.safeParse(otp)
    if (!parsed.success) {
      setFieldError(localizeMessage(parsed.error.issues[0]?.message ?? '', locale))
      focusCode()
      return
    }
    setFieldError(null)
    setFormError(null)
    setVerifying(true)
    try {
      await onVerify(parsed.data)
    } catch (error) {
      setFormError(requestErrorText(error, i18n))
      focusCode()
    } finally {
      setVerifying(false)
    }
  }

  const resend = async () => {
    setFormError(null)
    setResent(false)
    setResending(true)
    try {
      const next = await onResend()
      setPhone(next.phone)
      setResendAt(Date.now() + next.resendAfterSeconds * 1000)
      setResent(true)
      setOtp('')
      focusCode()
    } catch (error) {
      setFormError(requestErrorText(error, i18n))
    } finally {
      setResending(false)
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void verify()
      }}
    >
      <p className={styles.intro}>
        <Trans>
          We sent a 6-digit code by text message to <bdi className={styles.ltr}>{phone}</bdi>.
        </Trans>
      </p>
      <TextField
        label={i18n._(msg`Verification code`)}
        name="otp"
        value={otp}
        onChange={(value) => {
          setOtp(value)
          setFieldError(null)
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        autoFocus
        isRequired
        isInvalid={Boolean(fieldError)}
        errorMessage={fieldError ?? undefined}
        validationBehavior="aria"
        className={styles.otpField}
      />
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* Not `isPending`: react-aria would announce the button by id just as the next step replaces it. */}
        <Button type="submit" variant="primary" isDisabled={isVerifying}>
          {submitLabel}
        </Button>
        {secondaryActions}
      </div>
      <p className={styles.muted} role="status">
        {isVerifying ? <Trans>Checking your code…</Trans> : null}
      </p>
      <div className={styles.resend}>
        {resent ? (
          <p className={styles.notice} role="status">
            <Trans>
              We sent a new code to <bdi className={styles.ltr}>{phone}</bdi>.
            </Trans>
          </p>
        ) : null}
        {secondsLeft > 0 ? (
          <p className={styles.muted}>
            <Trans>
              Didn’t get it? You can ask for a new code in{' '}
              <span role="timer" aria-live="off">
                {clock(secondsLeft)}
              </span>
            </Trans>
          </p>
        ) : (
          <Button variant="secondary" isDisabled={isResending} onPress={() => void resend()}>
            <Trans>Resend code</Trans>
          </Button>
        )}
      </div>
    </form>
  )
}
