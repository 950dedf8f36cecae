import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { sendOtpRequestSchema } from '@rihla/api-contract/account'
import type { OtpSentResponse } from '@rihla/api-contract/account'
import { useApi, useRuntime, userAtom } from '@rihla/core'
import { useAppForm } from '@rihla/core/forms'
import { revalidateLogic } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormSubmit } from '../forms/FormSubmit'
import { AccountForm } from '../forms/AccountForm'
import * as formStyles from '../forms/forms.css'
import { accountQueries } from '../queries'
import { OtpStep } from './OtpStep/OtpStep'
import { useFormFeedback } from '../forms/useFormFeedback'

/** Change phone: the new number gets a code (POST sendOTP), which confirms it (PUT updatePhoneNumber). */
export function ChangePhoneForm() {
  const { i18n } = useLingui()
  const api = useApi()
  const { store } = useRuntime()
  const queryClient = useQueryClient()
  const feedback = useFormFeedback()
  const [sent, setSent] = useState<OtpSentResponse | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const form = useAppForm({
    defaultValues: { phone: '', purpose: 'phone_change' as const },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: sendOtpRequestSchema },
    onSubmitInvalid: feedback.onSubmitInvalid,
    onSubmit: async ({ value, formApi }) => {
      setDone(null)
      await feedback.submit(formApi, async () => {
        setSent(await api.call('sendOtp', { body: value }))
      })
    },
  })

  if (sent) {
    return (
      <OtpStep
        phone={sent.phone}
        resendAfterSeconds={sent.resendAfterSeconds}
        submitLabel={i18n._(msg`Confirm new number`)}
        onVerify={async (otp) => {
          const changed = await api.call('updatePhoneNumber', { body: { phone: sent.phone, otp } })
          const user = store.get(userAtom)
          if (user) store.set(userAtom, { ...user, phone: changed.phone })
          await queryClient.invalidateQueries({ queryKey: accountQueries.dashboard(api).queryKey })
          form.reset()
          setSent(null)
          setDone(changed.message)
        }}
        onResend={() => api.call('sendOtp', { body: { phone: sent.phone, purpose: 'phone_change' } })}
        onChangePhone={() => setSent(null)}
      />
    )
  }

  return (
    <AccountForm form={form} formRef={feedback.formRef} label={i18n._(msg`Change phone number`)}>
      <form.AppField name="phone">
        {(field) => (
          <field.TextField
            isRequired
            label={i18n._(msg`New phone number`)}
            description={i18n._(msg`With the country code, e.g. +966 50 000 0001. We text a code to it.`)}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className={formStyles.ltrField}
          />
        )}
      </form.AppField>
      <FormSubmit formError={feedback.formError} notice={done} size="md" isFullWidth={false}>
        <Trans>Send code</Trans>
      </FormSubmit>
    </AccountForm>
  )
}
