import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { bookingContactSchema } from '@rihla/api-contract/passenger'
import type { BookingContact } from '@rihla/api-contract/passenger'
import { useAppForm } from '@rihla/core/forms'
import { Button } from '@rihla/ui-kit/button'
import { revalidateLogic } from '@tanstack/react-form'
import * as styles from './ContactDetails.css'

export interface ContactFormProps {
  contact: BookingContact
  /** The details as the reservation will take them: trimmed, the phone in E.164. */
  onSave: (contact: BookingContact) => void
  onCancel: () => void
}

/** The contact details' own form: checked on Save with the reservation's rules, then on every change. */
export function ContactForm({ contact, onSave, onCancel }: ContactFormProps) {
  const { i18n } = useLingui()
  const form = useAppForm({
    defaultValues: contact,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: bookingContactSchema },
    onSubmit: ({ value }) => onSave(bookingContactSchema.parse(value)),
  })
  return (
    <form
      noValidate
      className={styles.form}
      aria-label={i18n._(msg`Contact details`)}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            type="email"
            autoComplete="email"
            inputMode="email"
            label={i18n._(msg`Email`)}
            isRequired
            autoFocus
          />
        )}
      </form.AppField>
      <form.AppField name="phone">
        {(field) => (
          <field.TextField
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            label={i18n._(msg`Phone number`)}
            description={
              <Trans>
                With the country code, e.g. <bdi dir="ltr">+966 5X XXX XXXX</bdi>
              </Trans>
            }
            isRequired
          />
        )}
      </form.AppField>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <form.AppForm>
          <form.SubmitButton>
            <Trans>Save</Trans>
          </form.SubmitButton>
        </form.AppForm>
      </div>
    </form>
  )
}
