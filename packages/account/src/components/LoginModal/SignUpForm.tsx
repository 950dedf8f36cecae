import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { registerRequestSchema } from '@rihla/api-contract/account'
import type { OtpSentResponse, RegisterRequest } from '@rihla/api-contract/account'
import { useApi } from '@rihla/core'
import { useAppForm } from '@rihla/core/forms'
import { revalidateLogic } from '@tanstack/react-form'
import { useState } from 'react'
import { CaptchaField } from '../../forms/CaptchaField'
import { FormSubmit } from '../../forms/FormSubmit'
import { AccountForm } from '../../forms/AccountForm'
import * as formStyles from '../../forms/forms.css'
import { useCompleteSignIn } from '../../session'
import { OtpStep } from '../OtpStep/OtpStep'
import { useFormFeedback } from '../../forms/useFormFeedback'

const empty: RegisterRequest = {
  name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  captcha: '',
}

/**
 * Sign-up: name, email, phone, password and its confirmation, and the captcha; then the code sent to
 * the phone, which creates the account and signs in. The server answers the first step the same way
 * whether or not the email or phone already has an account, so this never tells anyone that.
 */
export function SignUpForm() {
  const { i18n } = useLingui()
  const api = useApi()
  const completeSignIn = useCompleteSignIn()
  const feedback = useFormFeedback()
  const [captchaKey, setCaptchaKey] = useState(0)
  const [sent, setSent] = useState<{ details: RegisterRequest; answer: OtpSentResponse } | null>(null)

  const form = useAppForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: registerRequestSchema },
    onSubmitInvalid: feedback.onSubmitInvalid,
    onSubmit: async ({ value, formApi }) => {
      const ok = await feedback.submit(formApi, async () => {
        const answer = await api.call('register', { body: value })
        setSent({ details: value, answer })
      })
      if (!ok) {
        // The server has seen this captcha solution; the next try needs a new one.
        formApi.setFieldValue('captcha', '', { dontValidate: true })
        setCaptchaKey((key) => key + 1)
      }
    },
  })

  if (sent) {
    return (
      <OtpStep
        phone={sent.answer.phone}
        resendAfterSeconds={sent.answer.resendAfterSeconds}
        submitLabel={i18n._(msg`Verify and create account`)}
        resendNeedsCaptcha
        onVerify={async (otp) => {
          const verified = await api.call('verifyOtp', {
            body: { phone: sent.answer.phone, otp, purpose: 'sign_up' },
          })
          if (verified.purpose === 'sign_up') await completeSignIn(verified.user)
        }}
        onResend={(captcha) => api.call('register', { body: { ...sent.details, captcha: captcha ?? '' } })}
        onChangePhone={() => {
          setSent(null)
          form.setFieldValue('captcha', '', { dontValidate: true })
          setCaptchaKey((key) => key + 1)
        }}
      />
    )
  }

  return (
    <AccountForm form={form} formRef={feedback.formRef} label={i18n._(msg`Create an account`)}>
      <form.AppField name="name">
        {(field) => (
          <field.TextField isRequired label={i18n._(msg`Full name`)} autoComplete="name" autoFocus />
        )}
      </form.AppField>
      <form.AppField name="email">
        {(field) => (
          <field.TextField isRequired label={i18n._(msg`Email`)} type="email" autoComplete="email" />
        )}
      </form.AppField>
      <form.AppField name="phone">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`Phone number`)}
            description={i18n._(msg`With the country code, e.g. +966 50 000 0001. We text a code to it.`)}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className={formStyles.ltrField}
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`Password`)}
            description={i18n._(msg`At least 6 characters.`)}
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <form.AppField name="password_confirmation">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`Confirm password`)}
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <form.AppField name="captcha">{() => <CaptchaField key={captchaKey} />}</form.AppField>
      <FormSubmit formError={feedback.formError}>
        <Trans>Create account</Trans>
      </FormSubmit>
    </AccountForm>
  )
}
