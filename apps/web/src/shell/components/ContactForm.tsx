import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Captcha } from '@rihla/account'
import { contactRequestSchema, localizeMessage } from '@rihla/api-contract'
import type { ContactRequest } from '@rihla/api-contract'
import { isApiError } from '@rihla/api-clients'
import { useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { TextField } from '@rihla/ui-kit/text-field'
import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as styles from './ContactForm.css'

type FieldName = keyof ContactRequest
const empty: ContactRequest = { fullName: '', email: '', message: '', captcha: '' }

/** The first message of a field, whether from the schema (English, translated here) or the server (already translated). */
const firstError = (errors: readonly unknown[]) => {
  const [error] = errors
  if (!error) return undefined
  return typeof error === 'string' ? error : (error as { message?: string }).message
}

/**
 * The contact form (SPEC.md §2): full name, email, message, checked with the contract's schema in the
 * browser and again by the server, with the spec's messages in the visitor's language.
 */
export function ContactForm() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const api = useApi()
  const [sent, setSent] = useState<{ fullName: string; email: string } | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  // A captcha solution is good for one request: after each one the widget starts afresh.
  const [captchaKey, setCaptchaKey] = useState(0)
  const send = useMutation({ mutationFn: (body: ContactRequest) => api.call('contact', { body }) })

  const form = useForm({
    defaultValues: empty,
    validators: { onSubmit: contactRequestSchema },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      try {
        await send.mutateAsync(value)
        setSent({ fullName: value.fullName.trim(), email: value.email.trim() })
        formApi.reset()
      } catch (error) {
        if (isApiError(error) && Object.keys(error.fieldErrors).length) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            formApi.setFieldMeta(field as FieldName, (meta) => ({ ...meta, errorMap: { onServer: message } }))
          }
        } else {
          setFormError(
            isApiError(error) && error.kind === 'http'
              ? error.message
              : i18n._(msg`We could not send your message. Please check your connection and try again.`),
          )
        }
        formApi.setFieldValue('captcha', '', { dontValidate: true })
      } finally {
        setCaptchaKey((key) => key + 1)
      }
    },
  })

  if (sent) {
    return (
      <div className={styles.success} role="status">
        <h2 className={styles.successTitle}>
          <Trans>Thank you, {sent.fullName}</Trans>
        </h2>
        <p>
          <Trans>We have received your message and will reply to {sent.email} within one working day.</Trans>
        </p>
        <Button variant="secondary" onPress={() => setSent(null)}>
          <Trans>Send another message</Trans>
        </Button>
      </div>
    )
  }

  const field = (
    name: FieldName,
    label: string,
    props: { type?: string; autoComplete?: string; isMultiline?: boolean } = {},
  ) => (
    <form.Field
      name={name}
      validators={{
        onChange: ({ value }) => (form.state.submissionAttempts > 0 ? fieldError(name, value) : undefined),
      }}
    >
      {(fieldApi) => {
        const error = firstError(fieldApi.state.meta.errors)
        return (
          <TextField
            name={name}
            label={label}
            value={fieldApi.state.value}
            onChange={fieldApi.handleChange}
            onBlur={fieldApi.handleBlur}
            isRequired
            isInvalid={Boolean(error)}
            errorMessage={error ? localizeMessage(error, locale) : undefined}
            validationBehavior="aria"
            {...props}
          />
        )
      }}
    </form.Field>
  )

  return (
    <form
      noValidate
      className={styles.form}
      aria-label={i18n._(msg`Contact form`)}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {field('fullName', i18n._(msg`Full name`), { autoComplete: 'name' })}
      {field('email', i18n._(msg`Email`), { type: 'email', autoComplete: 'email' })}
      {field('message', i18n._(msg`Message`), { isMultiline: true })}
      <form.Field
        name="captcha"
        validators={{
          onChange: ({ value }) =>
            form.state.submissionAttempts > 0 ? fieldError('captcha', value) : undefined,
        }}
      >
        {(fieldApi) => (
          <Captcha
            key={captchaKey}
            label={i18n._(msg`Security check`)}
            errorMessage={firstError(fieldApi.state.meta.errors)}
            onChange={(payload) => fieldApi.handleChange(payload ?? '')}
          />
        )}
      </form.Field>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button
            type="submit"
            variant="primary"
            size="lg"
            isPending={isSubmitting}
            className={styles.submit}
          >
            <Trans>Send message</Trans>
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}

/** After a first submit, a field re-checks itself as the visitor corrects it. */
function fieldError(name: FieldName, value: string) {
  const result = contactRequestSchema.shape[name].safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}
