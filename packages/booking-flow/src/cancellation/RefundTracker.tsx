import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BookingStatus } from '@rihla/api-contract/bookings'
import type { Money } from '@rihla/api-contract'
import type { RefundStep, RefundTracker as Refund } from '@rihla/api-contract/cancellation'
import { useApi, useLocale } from '@rihla/core'
import { formatDate, formatMoney } from '@rihla/i18n'
import { useQuery } from '@tanstack/react-query'
import { useBookingStatusName } from '../detail/bookingStatus'
import { useLiveBooking } from '../detail/useLiveBooking'
import { useRefundDestination } from './CancelBooking'
import * as styles from './cancellation.css'
import { cancellationQueries } from './queries'

const BY: Record<RefundStep['by'], MessageDescriptor> = {
  traveller: msg`by you`,
  agent: msg`by our support team`,
  provider: msg`by the payment provider`,
  system: msg`automatically`,
}

/** The steps of a cancellation that gives money back; one that gives nothing back stops at Cancelled. */
const REFUND_STEPS: readonly BookingStatus[] = ['Cancelled', 'Refund In Progress', 'Refunded']

function TrackerView({ refund }: { refund: Refund }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  // What is paid and given back, in the booking's own currency, as its price summary shows it.
  const money = (amount: Money) => formatMoney(amount, locale)
  const statusName = useBookingStatusName()
  const destination = useRefundDestination()
  const when = (at: string) => formatDate(at, locale, { dateStyle: 'medium', timeStyle: 'short' })
  const expected = refund.status === 'none' ? ['Cancelled'] : REFUND_STEPS
  return (
    <>
      <ol className={styles.steps}>
        {expected.map((status) => {
          const step = refund.steps.find((candidate) => candidate.status === status)
          return (
            <li key={status} className={styles.step}>
              <span aria-hidden className={`${styles.stepDot} ${step ? styles.stepDone : ''}`} />
              <div>
                <p className={styles.stepName}>{statusName(status as BookingStatus)}</p>
                <p className={styles.stepWhen}>
                  {step ? (
                    <Trans>
                      {when(step.at)}, {i18n._(BY[step.by])}
                    </Trans>
                  ) : (
                    <Trans>Not yet</Trans>
                  )}
                </p>
              </div>
            </li>
          )
        })}
      </ol>
      <dl className={styles.figures}>
        <dt className={styles.term}>
          <Trans>Refund</Trans>
        </dt>
        <dd className={styles.refund}>{money(refund.refund)}</dd>
        <dt className={styles.term}>
          <Trans>Cancellation fee</Trans>
        </dt>
        <dd className={styles.value}>{money(refund.fee)}</dd>
        {refund.refundTo ? (
          <>
            <dt className={styles.term}>
              <Trans>Refunded to</Trans>
            </dt>
            <dd className={styles.value}>{destination(refund.refundTo)}</dd>
          </>
        ) : null}
        {refund.refundedAt ? (
          <>
            <dt className={styles.term}>
              <Trans>Refunded on</Trans>
            </dt>
            <dd className={styles.value}>{when(refund.refundedAt)}</dd>
          </>
        ) : refund.refundExpectedBy ? (
          <>
            <dt className={styles.term}>
              <Trans>Expected by</Trans>
            </dt>
            <dd className={styles.value}>{when(refund.refundExpectedBy)}</dd>
          </>
        ) : null}
      </dl>
    </>
  )
}

/**
 * A cancelled booking's refund: its steps with their times and who took them, the amount and where it
 * goes, and when it is expected. Kept live from the booking's realtime status, like the payment status.
 */
export function RefundTracker({ uuid }: { uuid: string }) {
  const api = useApi()
  const locale = useLocale()
  const refund = useQuery(cancellationQueries.refund(api, locale, uuid))
  useLiveBooking(uuid, () => void refund.refetch())
  if (refund.isError)
    return (
      <p className={styles.problem} role="alert">
        <Trans>The refund could not be loaded. Please try again later.</Trans>
      </p>
    )
  if (!refund.data)
    return (
      <p className={styles.muted} role="status">
        <Trans>Loading your refund…</Trans>
      </p>
    )
  return <TrackerView refund={refund.data} />
}
