import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage } from '@rihla/api-contract'
import { reserveRequestSchema } from '@rihla/api-contract/flights'
import type { ReserveRequest } from '@rihla/api-contract/flights'
import { modalAtom, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Modal } from '@rihla/ui-kit/modal'
import { TextField } from '@rihla/ui-kit/text-field'
import { useAtom } from 'jotai'
import { useId, useState } from 'react'
import type { Ref } from 'react'
import * as styles from './ContactDetails.css'

export type Contact = ReserveRequest['contact']
type ContactField = keyof Contact

/** The reservation's own rules for the contact details, so what passes here passes there. */
const contactSchema = reserveRequestSchema.shape.contact

/** The first message of each wrong field (English, as the contract writes them), none when all is well. */
export function contactErrors(contact: Contact): Partial<Record<ContactField, string>> {
  const result = contactSchema.safeParse(contact)
  if (result.success) return {}
  const errors: Partial<Record<ContactField, string>> = {}
  for (const issue of result.error.issues) {
    const [field] = issue.path
    if (field === 'email' || field === 'phone') errors[field] ??= issue.message
  }
  return errors
}

function ContactForm({
  contact,
  onSave,
  onCancel,
}: {
  contact: Contact
  onSave: (contact: Contact) => void
  onCancel: () => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [values, setValues] = useState(contact)
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({})
  const [checked, setChecked] = useState(false)
  const change = (field: ContactField) => (value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // Once the traveller has tried to save, each change says at once whether it is right now.
    if (checked) setErrors(contactErrors(next))
  }
  const errorOf = (field: ContactField) => {
    const message = errors[field]
    return message ? localizeMessage(message, locale) : undefined
  }
  return (
    <form
      noValidate
      className={styles.form}
      aria-label={i18n._(msg`Contact details`)}
      onSubmit={(event) => {
        event.preventDefault()
        const found = contactErrors(values)
        setChecked(true)
        setErrors(found)
        if (Object.keys(found).length === 0)
          onSave({ email: values.email.trim(), phone: values.phone.trim() })
      }}
    >
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        label={i18n._(msg`Email`)}
        value={values.email}
        onChange={change('email')}
        isRequired
        validationBehavior="aria"
        isInvalid={Boolean(errors.email)}
        errorMessage={errorOf('email')}
        autoFocus
      />
      <TextField
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        label={i18n._(msg`Phone number`)}
        description={
          <Trans>
            With the country code, e.g. <bdi dir="ltr">+966 5X XXX XXXX</bdi>
          </Trans>
        }
        value={values.phone}
        onChange={change('phone')}
        isRequired
        validationBehavior="aria"
        isInvalid={Boolean(errors.phone)}
        errorMessage={errorOf('phone')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="primary">
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  )
}

export interface ContactDetailsProps {
  contact: Contact
  onChange: (contact: Contact) => void
  /** Shown after a Continue that found the contact details wrong. */
  showErrors?: boolean
  /** The Edit button, for the page to focus when the contact details need fixing. */
  editRef?: Ref<HTMLButtonElement>
}

/**
 * Where the airline and we send the booking and its changes: a summary, edited in the `contactDetails`
 * modal with the reservation's rules.
 */
export function ContactDetails({ contact, onChange, showErrors = false, editRef }: ContactDetailsProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [isOpen, setOpen] = useAtom(modalAtom('contactDetails'))
  const headingId = useId()
  const errors = showErrors ? contactErrors(contact) : {}
  const value = (field: ContactField) =>
    contact[field] ? (
      <dd className={styles.value} dir="ltr">
        {contact[field]}
      </dd>
    ) : (
      <dd className={styles.missing}>
        <Trans>Not given</Trans>
      </dd>
    )
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          <Trans>Contact details</Trans>
        </h2>
        <Button
          ref={editRef}
          variant="secondary"
          size="sm"
          aria-label={i18n._(msg`Edit contact details`)}
          onPress={() => setOpen(true)}
        >
          <Trans>Edit</Trans>
        </Button>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Email</Trans>
        </dt>
        {value('email')}
        <dt className={styles.term}>
          <Trans>Phone number</Trans>
        </dt>
        {value('phone')}
      </dl>
      {Object.values(errors).map((message) => (
        <p key={message} className={styles.error}>
          {localizeMessage(message, locale)}
        </p>
      ))}
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={i18n._(msg`Contact details`)}
        closeLabel={i18n._(msg`Close`)}
        size="sm"
      >
        <ContactForm
          contact={contact}
          onCancel={() => setOpen(false)}
          onSave={(saved) => {
            onChange(saved)
            setOpen(false)
          }}
        />
      </Modal>
    </Card>
  )
}
