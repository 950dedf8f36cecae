import { Trans } from '@lingui/react/macro'
import type { BookingContact } from '@rihla/api-contract/passenger'
import { Fact } from '@rihla/ui-kit/fact-list'

/** The booking's contact details as two facts of a review's `FactList`: the email and the mobile. */
export function ContactFacts({ contact }: { contact: BookingContact }) {
  return (
    <>
      <Fact term={<Trans>Email</Trans>}>{contact.email}</Fact>
      <Fact term={<Trans>Mobile</Trans>}>
        <span dir="ltr">{contact.phone}</span>
      </Fact>
    </>
  )
}
