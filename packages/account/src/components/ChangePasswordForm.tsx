import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { messages } from '@rihla/api-contract'
import { changePasswordRequestSchema } from '@rihla/api-contract/account'
import type { ChangePasswordRequest } from '@rihla/api-contract/account'
import { useApi } from '@rihla/core'
import { useAppForm } from '@rihla/core/forms'
import { revalidateLogic } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormSubmit } from '../forms/FormSubmit'
import { AccountForm } from '../forms/AccountForm'
import { accountQueries } from '../queries'
import { useFormFeedback } from '../forms/useFormFeedback'

const empty: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' }

/**
 * Change password: the current one (when the account has one; a social-only account sets its first),
 * the new one and its confirmation. The server ends the user's other sessions.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { i18n } = useLingui()
  const api = useApi()
  const queryClient = useQueryClient()
  const feedback = useFormFeedback()
  const [done, setDone] = useState<string | null>(null)

  const form = useAppForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: changePasswordRequestSchema },
    onSubmitInvalid: feedback.onSubmitInvalid,
    onSubmit: async ({ value, formApi }) => {
      setDone(null)
      await feedback.submit(formApi, async () => {
        const body = hasPassword
          ? value
          : { password: value.password, password_confirmation: value.password_confirmation }
        const { message } = await api.call('changePassword', { body })
        formApi.reset()
        setDone(message)
        await queryClient.invalidateQueries({ queryKey: accountQueries.dashboard(api).queryKey })
      })
    },
  })

  return (
    <AccountForm
      form={form}
      formRef={feedback.formRef}
      label={hasPassword ? i18n._(msg`Change password`) : i18n._(msg`Set a password`)}
    >
      {hasPassword ? (
        <form.AppField
          name="current_password"
          validators={{ onDynamic: ({ value }) => (value ? undefined : messages.passwordRequired) }}
        >
          {(field) => (
            <field.TextField
              isRequired
              label={i18n._(msg`Current password`)}
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.AppField>
      ) : null}
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`New password`)}
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
            label={i18n._(msg`Confirm new password`)}
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <FormSubmit formError={feedback.formError} notice={done} size="md" isFullWidth={false}>
        {hasPassword ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
      </FormSubmit>
    </AccountForm>
  )
}
