import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Booking } from '@rihla/api-contract/bookings'
import { modalAtom, useApi, useLocale, useMoney } from '@rihla/core'
import { BookingStatusBadge } from '@rihla/booking-flow/detail'
import { formatDate } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Link } from '@rihla/ui-kit/link'
import { Modal } from '@rihla/ui-kit/modal'
import { useQuery } from '@tanstack/react-query'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { bookingDetailHref, bookingPaymentHref } from '../../paymentHref'
import { bookingsQueries } from '../../queries'
import { selectedBookingAtom } from '../../state'
import { AmountLabel, useCopyPnr } from '../BookingCard/BookingCard'
import { useBookingLabels } from '../labels'
import * as styles from './BookingDialogs.css'

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  )
}

function DetailsBody({ booking, isRefreshing }: { booking: Booking; isRefreshing: boolean }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const copyPnr = useCopyPnr()
  const { typeName } = useBookingLabels()
  const dateTime = (value: string) => formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' })

  return (
    <div aria-busy={isRefreshing}>
      <div className={styles.summary}>
        <p className={styles.provider}>
          {typeName(booking.type)} · {booking.provider}
        </p>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className={styles.list}>
        <Row term={<Trans>Order ID</Trans>}>
          <span className={styles.code} dir="ltr">
            {booking.orderId}
          </span>
        </Row>
        <Row term={<Trans>PNR</Trans>}>
          {booking.pnr ? (
            <>
              <span className={styles.code} dir="ltr">
                {booking.pnr}
              </span>{' '}
              <Button
                variant="ghost"
                size="sm"
                aria-label={i18n._(msg`Copy PNR ${booking.pnr}`)}
                onPress={() => void copyPnr(booking.pnr!)}
              >
                <Trans>Copy</Trans>
              </Button>
            </>
          ) : (
            <Trans>Not issued yet</Trans>
          )}
        </Row>
        <Row term={<Trans>Created on</Trans>}>{dateTime(booking.createdOn)}</Row>
        {booking.travelDate ? <Row term={<Trans>Starts</Trans>}>{dateTime(booking.travelDate)}</Row> : null}
        {booking.travelEndDate ? (
          <Row term={<Trans>Ends</Trans>}>{dateTime(booking.travelEndDate)}</Row>
        ) : null}
        <Row term={<AmountLabel booking={booking} />}>{money(booking.amount) ?? '…'}</Row>
        {booking.paymentExpiresAt ? (
          <Row term={<Trans>Pay by</Trans>}>{dateTime(booking.paymentExpiresAt)}</Row>
        ) : null}
      </dl>
      {booking.details.length ? (
        <>
          <h3 className={styles.sectionTitle}>
            <Trans>Booking details</Trans>
          </h3>
          <dl className={styles.list}>
            {booking.details.map((detail) => (
              <Row key={detail.label} term={detail.label}>
                {detail.value}
              </Row>
            ))}
          </dl>
        </>
      ) : null}
    </div>
  )
}

/** The `bookingList` modal: one booking in full, kept fresh from POST /user/bookings/get. */
export function BookingDetailsDialog({ onCancel }: { onCancel: (booking: Booking) => void }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [isOpen, setOpen] = useAtom(modalAtom('bookingList'))
  const selected = useAtomValue(selectedBookingAtom)
  const setSelected = useSetAtom(selectedBookingAtom)
  const detail = useQuery({
    ...bookingsQueries.detail(api, locale, selected?.uuid ?? ''),
    enabled: isOpen && Boolean(selected),
  })
  if (!selected) return null
  // The list's copy shows at once; the fresh one replaces it when it arrives.
  const booking = detail.data ?? selected
  const detailHref = bookingDetailHref(booking, locale)

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open)
        if (!open) setSelected(null)
      }}
      title={booking.title}
      closeLabel={i18n._(msg`Close`)}
      size="md"
      footer={(close) => (
        <div className={styles.footer}>
          {booking.actions.cancel ? (
            <Button variant="ghost" onPress={() => onCancel(booking)}>
              <Trans>Cancel booking</Trans>
            </Button>
          ) : null}
          {detailHref ? (
            <Link href={detailHref} appearance="secondary">
              <Trans>View booking</Trans>
            </Link>
          ) : null}
          {booking.actions.pay ? (
            <Link href={bookingPaymentHref(booking, locale)} appearance="primary">
              <Trans>Pay now</Trans>
            </Link>
          ) : null}
          <Button variant="secondary" onPress={close}>
            <Trans>Close</Trans>
          </Button>
        </div>
      )}
    >
      <DetailsBody booking={booking} isRefreshing={detail.isFetching} />
      {detail.isError ? (
        <p className={styles.note} role="status">
          <Trans>The latest details could not be loaded; these may be out of date.</Trans>
        </p>
      ) : null}
    </Modal>
  )
}
