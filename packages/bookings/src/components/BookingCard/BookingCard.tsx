import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Booking } from '@rihla/api-contract/bookings'
import { useCopyText, useLocale, useMoney } from '@rihla/core'
import { BookingStatusBadge } from '@rihla/booking-flow/detail'
import { formatDate } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Countdown } from '@rihla/ui-kit/countdown'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Link } from '@rihla/ui-kit/link'
import Copy from 'lucide-react/icons/copy'
import { useId } from 'react'
import { bookingDetailHref, bookingPaymentHref } from '../../paymentHref'
import { useBookingLabels } from '../labels'
import { TypeIcon } from '../TypeIcon'
import * as styles from './BookingCard.css'

export interface BookingCardProps {
  booking: Booking
  onOpenDetails: (booking: Booking) => void
  onCancel: (booking: Booking) => void
  /** The payment window closed while the card was on screen. */
  onPaymentExpired?: (booking: Booking) => void
}

/** Copies a PNR and says so in a toast ("PNR is copied", SPEC.md §8). */
export function useCopyPnr() {
  const { i18n } = useLingui()
  const copyText = useCopyText()
  return (pnr: string) =>
    copyText(pnr, {
      copied: i18n._(msg`PNR is copied`),
      failed: { title: i18n._(msg`The PNR could not be copied`), description: pnr },
    })
}

/** The amount's label: what is still to pay, or what the booking came to. */
export function AmountLabel({ booking }: { booking: Booking }) {
  if (booking.status === 'Pending' || booking.status === 'Processing') return <Trans>To be paid</Trans>
  return booking.paid ? <Trans>Total paid</Trans> : <Trans>Total</Trans>
}

/**
 * One booking in My Bookings (SPEC.md §3): type, airline or provider, created on, order ID, PNR with
 * copy, amount to be paid and, while payment is open, the time left to pay.
 */
export function BookingCard({ booking, onOpenDetails, onCancel, onPaymentExpired }: BookingCardProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const copyPnr = useCopyPnr()
  const { typeName } = useBookingLabels()
  const titleId = useId()
  const amount = money(booking.amount)
  const detailHref = bookingDetailHref(booking, locale)

  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card}>
      <header className={styles.header}>
        <span className={styles.icon}>
          <TypeIcon type={booking.type} />
        </span>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>
            {typeName(booking.type)} · {booking.provider}
          </p>
          <h2 id={titleId} className={styles.title}>
            {booking.title}
          </h2>
        </div>
        <BookingStatusBadge status={booking.status} />
      </header>

      <FactList className={styles.facts}>
        <Fact term={<Trans>Order ID</Trans>}>
          <span className={styles.code} dir="ltr">
            {booking.orderId}
          </span>
        </Fact>
        <Fact term={<Trans>PNR</Trans>}>
          {booking.pnr ? (
            <span className={styles.pnr}>
              <span className={styles.code} dir="ltr">
                {booking.pnr}
              </span>
              <Button
                variant="ghost"
                size="sm"
                isIconOnly
                aria-label={i18n._(msg`Copy PNR ${booking.pnr}`)}
                onPress={() => void copyPnr(booking.pnr!)}
              >
                <Copy size={16} aria-hidden />
              </Button>
            </span>
          ) : (
            <Trans>Not issued yet</Trans>
          )}
        </Fact>
        <Fact term={<Trans>Created on</Trans>}>{formatDate(booking.createdOn, locale)}</Fact>
        {booking.travelDate ? (
          <Fact term={<Trans>Travel date</Trans>}>
            {formatDate(booking.travelDate, locale, { dateStyle: 'medium', timeStyle: 'short' })}
          </Fact>
        ) : null}
        <Fact term={<AmountLabel booking={booking} />}>
          <span className={styles.amount}>{amount ?? '…'}</span>
        </Fact>
        {booking.paymentExpiresAt ? (
          <Fact term={<Trans>Expires in</Trans>}>
            <Countdown
              to={new Date(booking.paymentExpiresAt)}
              aria-label={i18n._(msg`Payment expires in`)}
              announceAt={[300, 60]}
              className={styles.expiry}
              onComplete={() => onPaymentExpired?.(booking)}
            />
          </Fact>
        ) : null}
      </FactList>

      <div className={styles.actions}>
        <Button variant="secondary" aria-describedby={titleId} onPress={() => onOpenDetails(booking)}>
          <Trans>View details</Trans>
        </Button>
        {detailHref ? (
          <Link href={detailHref} appearance="secondary" aria-describedby={titleId}>
            <Trans>View booking</Trans>
          </Link>
        ) : null}
        {booking.actions.cancel ? (
          <Button variant="ghost" aria-describedby={titleId} onPress={() => onCancel(booking)}>
            <Trans>Cancel booking</Trans>
          </Button>
        ) : null}
        {booking.actions.pay ? (
          <Link href={bookingPaymentHref(booking, locale)} appearance="primary" aria-describedby={titleId}>
            <Trans>Pay now</Trans>
          </Link>
        ) : null}
      </div>
    </Card>
  )
}
