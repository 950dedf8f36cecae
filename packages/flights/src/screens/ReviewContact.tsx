import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReserveRequest } from '@rihla/api-contract/flight-booking'
import { bookingPageStyles as frame } from '@rihla/booking-flow/detail'
import { Card } from '@rihla/ui-kit/card'
import { Link } from '@rihla/ui-kit/link'
import * as styles from './ReviewBooking.css'

/** The review step's contact details, with the way back to change them. */
export function ReviewContact({
  contact,
  editHref,
}: {
  contact: ReserveRequest['contact']
  editHref: string
}) {
  const { i18n } = useLingui()
  return (
    <Card as="section" aria-labelledby="review-contact" className={styles.contact}>
      <div className={frame.cardHeader}>
        <h2 id="review-contact" className={frame.cardTitle}>
          <Trans>Contact details</Trans>
        </h2>
        <Link href={editHref} appearance="ghost" size="sm" aria-label={i18n._(msg`Edit contact details`)}>
          <Trans>Edit</Trans>
        </Link>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Email</Trans>
          </dt>
          <dd className={styles.value}>
            <bdi>{contact.email}</bdi>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Phone</Trans>
          </dt>
          <dd className={styles.value}>
            <bdi dir="ltr">{contact.phone}</bdi>
          </dd>
        </div>
      </dl>
    </Card>
  )
}
