import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { requestPasswordResetRequestSchema, resetPasswordRequestSchema } from '@rihla/api-contract/account'
import type { OtpSentResponse } from '@rihla/api-contract/account'
import { isApiError } from '@rihla/api-clients'
import { useApi } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { applyServerErrors, useAppForm } from '@rihla/core/forms'
import { revalidateLogic } from '@tanstack/react-form'
import CircleCheck from 'lucide-react/icons/circle-check'
import { useRef, useState } from 'react'
import { focusFirstInvalid, formErrorText } from '../../forms/formErrors'
import { CaptchaField } from '../../forms/CaptchaField'
import { FormSubmit } from '../../forms/FormSubmit'
import { AccountForm } from '../../forms/AccountForm'
import * as formStyles from '../../forms/forms.css'
import { OtpStep } from '../OtpStep/OtpStep'
import * as styles from './LoginModal.css'
import { useFormFeedback } from '../../forms/useFormFeedback'

type Step =
  | { name: 'phone' }
  | { name: 'code'; sent: OtpSentResponse }
  | { name: 'password'; resetToken: string }
  | { name: 'done'; message: string }

/**
 * Password reset by phone (SPEC.md §4): the phone and a captcha, the code sent to it (with the resend
 * timer), a new password and its confirmation, and a success message. The server answers the first
 * step the same way whether or not the phone has an account.
 */
export function ForgotPassword({ onSignIn }: { onSignIn: () => void }) {
  const { i18n } = useLingui()
  const api = useApi()
  const [step, setStep] = useState<Step>({ name: 'phone' })

  switch (step.name) {
    case 'phone':
      return <PhoneStep onSent={(sent) => setStep({ name: 'code', sent })} />
    case 'code':
      return (
        <OtpStep
          phone={step.sent.phone}
          resendAfterSeconds={step.sent.resendAfterSeconds}
          submitLabel={i18n._(msg`Verify code`)}
          resendNeedsCaptcha
          onVerify={async (otp) => {
            const verified = await api.call('verifyOtp', {
              body: { phone: step.sent.phone, otp, purpose: 'password_reset' },
            })
            if (verified.purpose === 'password_reset') {
              setStep({ name: 'password', resetToken: verified.reset_token })
            }
          }}
          onResend={(captcha) =>
            api.call('requestPasswordReset', { body: { phone: step.sent.phone, captcha: captcha ?? '' } })
          }
          onChangePhone={() => setStep({ name: 'phone' })}
        />
      )
    case 'password':
      return (
        <NewPasswordStep
          resetToken={step.resetToken}
          onDone={(message) => setStep({ name: 'done', message })}
          onStartAgain={() => setStep({ name: 'phone' })}
        />
      )
    case 'done':
      return (
        <div className={styles.done} role="status">
          <CircleCheck size={40} aria-hidden className={styles.doneIcon} />
          <p className={styles.doneText}>{step.message}</p>
          <Button variant="primary" size="lg" isFullWidth autoFocus onPress={onSignIn}>
            <Trans>Sign in</Trans>
          </Button>
        </div>
      )
  }
}

function PhoneStep({ onSent }: { onSent: (sent: OtpSentResponse) => void }) {
  const { i18n } = useLingui()
  const api = useApi()
  const feedback = useFormFeedback()
  const [captchaKey, setCaptchaKey] = useState(0)

  const form = useAppForm({
    defaultValues: { phone: '', captcha: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: requestPasswordResetRequestSchema },
    onSubmitInvalid: feedback.onSubmitInvalid,
    onSubmit: async ({ value, formApi }) => {
      const ok = await feedback.submit(formApi, async () => {
        onSent(await api.call('requestPasswordReset', { body: value }))
      })
      if (!ok) {
        formApi.setFieldValue('captcha', '', { dontValidate: true })
        setCaptchaKey((key) => key + 1)
      }
    },
  })

  return (
    <AccountForm form={form} formRef={feedback.formRef} label={i18n._(msg`Reset your password`)}>
      <p className={formStyles.intro}>
        <Trans>Enter the phone number of your account. We will text you a code to set a new password.</Trans>
      </p>
      <form.AppField name="phone">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`Phone number`)}
            description={i18n._(msg`With the country code, e.g. +966 50 000 0001.`)}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className={formStyles.ltrField}
            autoFocus
          />
        )}
      </form.AppField>
      <form.AppField name="captcha">{() => <CaptchaField key={captchaKey} />}</form.AppField>
      <FormSubmit formError={feedback.formError}>
        <Trans>Send code</Trans>
      </FormSubmit>
    </AccountForm>
  )
}

function NewPasswordStep({
  resetToken,
  onDone,
  onStartAgain,
}: {
  resetToken: string
  onDone: (message: string) => void
  onStartAgain: () => void
}) {
  const { i18n } = useLingui()
  const api = useApi()
  const formRef = useRef<HTMLFormElement>(null)
  const [formError, setFormError] = useState<{ text: string; expired: boolean } | null>(null)

  const form = useAppForm({
    // The token rides along unseen, so the one contract schema checks the whole request.
    defaultValues: { reset_token: resetToken, password: '', password_confirmation: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: resetPasswordRequestSchema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      try {
        const { message } = await api.call('resetPassword', { body: value })
        onDone(message)
      } catch (error) {
        if (applyServerErrors(formApi, error)) focusFirstInvalid(formRef.current)
        else
          setFormError({
            text: formErrorText(error, i18n),
            expired: isApiError(error) && (error.status === 401 || Boolean(error.fieldErrors.reset_token)),
          })
      }
    },
  })

  return (
    <AccountForm form={form} formRef={formRef} label={i18n._(msg`Choose a new password`)}>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`New password`)}
            description={i18n._(msg`At least 6 characters.`)}
            type="password"
            autoComplete="new-password"
            autoFocus
          />
        )}
      </form.AppField>
      <form.AppField name="password_confirmation">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`Confirm new password`)}
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      {formError ? (
        <div className={formStyles.formError} role="alert">
          <p className={styles.errorText}>{formError.text}</p>
          {formError.expired ? (
            <Button variant="secondary" size="sm" onPress={onStartAgain}>
              <Trans>Start again</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button type="submit" variant="primary" size="lg" isFullWidth isPending={isSubmitting}>
            <Trans>Set new password</Trans>
          </Button>
        )}
      </form.Subscribe>
    </AccountForm>
  )
}
