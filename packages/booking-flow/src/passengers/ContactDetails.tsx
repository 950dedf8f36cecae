import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage } from '@rihla/api-contract'
import { bookingContactSchema } from '@rihla/api-contract/passenger'
import type { BookingContact } from '@rihla/api-contract/passenger'
import { modalAtom, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import { useId } from 'react'
import type { Ref } from 'react'
import { ContactForm } from './ContactForm'
import * as styles from './ContactDetails.css'

type ContactField = keyof BookingContact

/** The first message of each wrong field (English, as the contract writes them), none when all is well. */
export function contactErrors(contact: BookingContact): Partial<Record<ContactField, string>> {
  const result = bookingContactSchema.safeParse(contact)
  if (result.success) return {}
  const errors: Partial<Record<ContactField, string>> = {}
  for (const issue of result.error.issues) {
    const [field] = issue.path
    if (field === 'email' || field === 'phone') errors[field] ??= issue.message
  }
  return errors
}

export interface ContactDetailsProps {
  contact: BookingContact
  onChange: (contact: BookingContact) => void
  /** Shown after a Continue that found the contact details wrong. */
  showErrors?: boolean
  /** The Edit button, for the page to focus when the contact details need fixing. */
  editRef?: Ref<HTMLButtonElement>
}

/**
 * Where the provider and we send the booking and its changes: a summary, edited in the `contactDetails`
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
