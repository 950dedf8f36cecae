import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { OTP_LENGTH, otpSchema } from '@rihla/api-contract/account'
import type { OtpSentResponse } from '@rihla/api-contract/account'
import { Button } from '@rihla/ui-kit/button'
import { useClockFormat, useCountdown } from '@rihla/ui-kit/countdown'
import { useAppForm } from '@rihla/core/forms'
import { revalidateLogic } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import * as z from 'zod/mini'
import { formErrorText } from '../../forms/formErrors'
import { FormSubmit } from '../../forms/FormSubmit'
import { AccountForm } from '../../forms/AccountForm'
import * as formStyles from '../../forms/forms.css'
import { Captcha } from '../Captcha/Captcha'
import { settleCaptcha } from '../Captcha/settleCaptcha'
import * as styles from './OtpStep.css'
import { useFormFeedback } from '../../forms/useFormFeedback'

const otpFormSchema = z.object({ otp: otpSchema })

export interface OtpStepProps {
  /** The number the code went to, as the server wrote it. */
  phone: string
  /** From the server's answer: seconds before a new code may be asked for. */
  resendAfterSeconds: number
  submitLabel: string
  /** Checks the code; throws the API's error when it is refused. */
  onVerify: (otp: string) => Promise<void>
  /** Asks for a new code; `captcha` is a fresh solution when `resendNeedsCaptcha`. */
  onResend: (captcha: string | null) => Promise<OtpSentResponse>
  /** Sign-up and password reset are open to anyone, so asking again needs a captcha too. */
  resendNeedsCaptcha?: boolean
  /** Another number: back to the step that asked for it. */
  onChangePhone?: () => void
}

/**
 * The code step of sign-up, password reset and phone change: the code (at least 6 digits), and asking
 * for a new one once the resend timer (the server's cooldown) has run out.
 */
export function OtpStep({
  phone,
  resendAfterSeconds,
  submitLabel,
  onVerify,
  onResend,
  resendNeedsCaptcha = false,
  onChangePhone,
}: OtpStepProps) {
  const { i18n } = useLingui()
  const feedback = useFormFeedback()
  const [resendAt, setResendAt] = useState(() => Date.now() + resendAfterSeconds * 1000)
  const [resendCount, setResendCount] = useState(0)
  const [resendCaptcha, setResendCaptcha] = useState<string | null>(null)
  const [resendError, setResendError] = useState<string | null>(null)
  const [isResending, setResending] = useState(false)
  const [resent, setResent] = useState(false)
  const resendRef = useRef<HTMLDivElement>(null)
  const secondsLeft = useCountdown({ to: resendAt })
  const clock = useClockFormat()

  const form = useAppForm({
    defaultValues: { otp: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: otpFormSchema },
    onSubmitInvalid: feedback.onSubmitInvalid,
    onSubmit: async ({ value, formApi }) => {
      await feedback.submit(formApi, async () => {
        await onVerify(value.otp.trim())
      })
    },
  })

  const resend = async () => {
    setResendError(null)
    setResent(false)
    setResending(true)
    // One press solves the check when it is not solved yet, and asks for the code.
    const captcha = resendNeedsCaptcha ? (resendCaptcha ?? (await settleCaptcha(resendRef.current))) : null
    if (resendNeedsCaptcha && !captcha) {
      setResendError(i18n._(msg`Please complete the security check first.`))
      setResending(false)
      return
    }
    try {
      const sent = await onResend(captcha)
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000)
      setResent(true)
      form.reset()
    } catch (error) {
      setResendError(formErrorText(error, i18n))
    } finally {
      // A captcha solution is good for one request: the next resend solves a new one.
      setResendCaptcha(null)
      setResendCount((count) => count + 1)
      setResending(false)
    }
  }

  return (
    <AccountForm form={form} formRef={feedback.formRef} label={i18n._(msg`Verification code`)}>
      <p className={formStyles.intro}>
        <Trans>
          We sent a {OTP_LENGTH}-digit code by text message to <bdi className={formStyles.ltr}>{phone}</bdi>.
          It is valid for 10 minutes.
        </Trans>
      </p>
      <form.AppField name="otp">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`Verification code`)}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            className={styles.otpField}
          />
        )}
      </form.AppField>
      <FormSubmit formError={feedback.formError} size="md">
        {submitLabel}
      </FormSubmit>

      <div ref={resendRef} className={styles.resend}>
        {resent ? (
          <p className={formStyles.notice} role="status">
            <Trans>
              We sent a new code to <bdi className={formStyles.ltr}>{phone}</bdi>.
            </Trans>
          </p>
        ) : null}
        {secondsLeft > 0 ? (
          <p className={styles.timer}>
            <Trans>
              Didn’t get it? You can ask for a new code in{' '}
              <span role="timer" aria-live="off">
                {clock(secondsLeft)}
              </span>
            </Trans>
          </p>
        ) : (
          <>
            {resendNeedsCaptcha ? (
              <Captcha
                key={resendCount}
                auto="onload"
                label={i18n._(msg`Security check for a new code`)}
                onChange={setResendCaptcha}
              />
            ) : null}
            {resendError ? (
              <p className={formStyles.formError} role="alert">
                {resendError}
              </p>
            ) : null}
            <Button variant="secondary" isPending={isResending} onPress={() => void resend()}>
              <Trans>Resend code</Trans>
            </Button>
          </>
        )}
        {onChangePhone ? (
          <Button variant="ghost" onPress={onChangePhone}>
            <Trans>Use another phone number</Trans>
          </Button>
        ) : null}
      </div>
    </AccountForm>
  )
}
