import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { loginRequestSchema } from '@rihla/api-contract/account'
import type { LoginRequest } from '@rihla/api-contract/account'
import { useApi } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { isApiError } from '@rihla/api-clients'
import { useAppForm } from '@rihla/core/forms'
import { revalidateLogic } from '@tanstack/react-form'
import { useState } from 'react'
import { CaptchaField } from '../../forms/CaptchaField'
import { FormSubmit } from '../../forms/FormSubmit'
import { AccountForm } from '../../forms/AccountForm'
import { useCompleteSignIn } from '../../session'
import * as styles from './LoginModal.css'
import { useFormFeedback } from '../../forms/useFormFeedback'

// The captcha key is there from the start (undefined), so the server's request for it lands on the field.
const empty: LoginRequest = { email: '', password: '', captcha: undefined }

/**
 * Sign in with email and password; a wrong pair and too many tries get the server's words. After
 * repeated failures the server asks for the security check, which then shows and is sent with each try.
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { i18n } = useLingui()
  const api = useApi()
  const completeSignIn = useCompleteSignIn()
  const feedback = useFormFeedback()
  const [captchaAsked, setCaptchaAsked] = useState(false)
  const [captchaKey, setCaptchaKey] = useState(0)

  const form = useAppForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: loginRequestSchema },
    onSubmitInvalid: feedback.onSubmitInvalid,
    onSubmit: async ({ value, formApi }) => {
      await feedback.submit(formApi, async () => {
        try {
          const { user } = await api.call('login', { body: value })
          await completeSignIn(user)
        } catch (error) {
          const asked = isApiError(error) && Boolean(error.fieldErrors.captcha)
          if (asked) setCaptchaAsked(true)
          // A solution is good for one try: the next try solves a fresh one.
          if (asked || value.captcha !== undefined) {
            formApi.setFieldValue('captcha', '', { dontValidate: true })
            setCaptchaKey((key) => key + 1)
          }
          throw error
        }
      })
    },
  })

  return (
    <AccountForm form={form} formRef={feedback.formRef} label={i18n._(msg`Sign in`)}>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`Email`)}
            type="email"
            autoComplete="email"
            autoFocus
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`Password`)}
            type="password"
            autoComplete="current-password"
          />
        )}
      </form.AppField>
      <Button variant="ghost" size="sm" className={styles.forgot} onPress={onForgotPassword}>
        <Trans>Forgot password?</Trans>
      </Button>
      {captchaAsked ? (
        <form.AppField name="captcha">{() => <CaptchaField key={captchaKey} />}</form.AppField>
      ) : null}
      <FormSubmit formError={feedback.formError}>
        <Trans>Sign in</Trans>
      </FormSubmit>
    </AccountForm>
  )
}
