import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { loginRequestSchema } from '@rihla/api-contract/account'
import type { LoginRequest } from '@rihla/api-contract/account'
import { useApi } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { FormTextField } from '../../forms/FormTextField'
import { FormSubmit } from '../../forms/FormSubmit'
import { AccountForm } from '../../forms/AccountForm'
import { useCompleteSignIn } from '../../session'
import * as styles from './LoginModal.css'
import { useFormFeedback } from '../../forms/useFormFeedback'

const empty: LoginRequest = { email: '', password: '' }

/** Sign in with email and password; a wrong pair and too many tries get the server's words. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { i18n } = useLingui()
  const api = useApi()
  const completeSignIn = useCompleteSignIn()
  const feedback = useFormFeedback()

  const form = useForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: loginRequestSchema },
    onSubmitInvalid: feedback.onSubmitInvalid,
    onSubmit: async ({ value, formApi }) => {
      await feedback.submit(formApi, async () => {
        const { user } = await api.call('login', { body: value })
        await completeSignIn(user)
      })
    },
  })

  return (
    <AccountForm form={form} formRef={feedback.formRef} label={i18n._(msg`Sign in`)}>
      <form.Field name="email">
        {(field) => (
          <FormTextField
            field={field}
            label={i18n._(msg`Email`)}
            type="email"
            autoComplete="email"
            autoFocus
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <FormTextField
            field={field}
            label={i18n._(msg`Password`)}
            type="password"
            autoComplete="current-password"
          />
        )}
      </form.Field>
      <Button variant="ghost" size="sm" className={styles.forgot} onPress={onForgotPassword}>
        <Trans>Forgot password?</Trans>
      </Button>
      <FormSubmit form={form} formError={feedback.formError}>
        <Trans>Sign in</Trans>
      </FormSubmit>
    </AccountForm>
  )
}
