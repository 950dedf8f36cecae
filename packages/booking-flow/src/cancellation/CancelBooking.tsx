import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '@rihla/api-clients'
import type { Locale, Money } from '@rihla/api-contract'
import type { Booking } from '@rihla/api-contract/bookings'
import type { CancellationQuote, RefundDestination, RefundTracker } from '@rihla/api-contract/cancellation'
import { modalAtom, useApi, useLocale, useRuntime } from '@rihla/core'
import { namedRouteHref } from '@rihla/core/routing'
import { formatDate, formatMoney } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Link } from '@rihla/ui-kit/link'
import { Modal } from '@rihla/ui-kit/modal'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useState } from 'react'
import * as styles from './cancellation.css'
import { cancellationQueries } from './queries'

/** The booking a cancellation is about, as every booking screen has it. */
export type CancellableBooking = Pick<Booking, 'uuid' | 'title' | 'orderId'>

export interface CancelBookingProps {
  booking: CancellableBooking
  /** Runs once the booking is cancelled, with the server's booking and its refund. */
  onCancelled?: (result: { booking: Booking; refund: RefundTracker }) => void
}

/** Where the refund goes, in words. */
export function useRefundDestination() {
  const { i18n } = useLingui()
  return (to: RefundDestination) =>
    to === 'wallet' ? i18n._(msg`The wallet you paid with`) : i18n._(msg`The card you paid with`)
}

/** Where a traveller asks support about a fare they cannot cancel online: a cancellation request about it. */
export const supportRequestHref = (uuid: string, locale: Locale) =>
  `${namedRouteHref('support', locale)}/create?${new URLSearchParams({ order: uuid, issue: 'cancellation_refund' }).toString()}`

function QuoteFigures({ quote }: { quote: CancellationQuote }) {
  const locale = useLocale()
  // What is paid and given back, in the booking's own currency, as its price summary shows it.
  const money = (amount: Money) => formatMoney(amount, locale)
  const destination = useRefundDestination()
  return (
    <dl className={styles.figures}>
      <dt className={styles.term}>
        <Trans>Paid</Trans>
      </dt>
      <dd className={styles.value}>{money(quote.paid)}</dd>
      <dt className={styles.term}>
        <Trans>Cancellation fee</Trans>
      </dt>
      <dd className={styles.value}>{money(quote.fee)}</dd>
      <dt className={styles.term}>
        <Trans>Refund</Trans>
      </dt>
      <dd className={styles.refund}>{money(quote.refund)}</dd>
      {quote.refundTo ? (
        <>
          <dt className={styles.term}>
            <Trans>Refunded to</Trans>
          </dt>
          <dd className={styles.value}>{destination(quote.refundTo)}</dd>
        </>
      ) : null}
      {quote.refundExpectedBy ? (
        <>
          <dt className={styles.term}>
            <Trans>Expected by</Trans>
          </dt>
          <dd className={styles.value}>
            {formatDate(quote.refundExpectedBy, locale, { dateStyle: 'medium', timeStyle: 'short' })}
          </dd>
        </>
      ) : null}
    </dl>
  )
}

/**
 * The `cancelConfirmation` modal: the fare's rule and what cancelling now costs and gives back, read from
 * the server each time it opens, then the cancellation at exactly that refund. A refund that changed
 * meanwhile (a deadline passed) is refused by the server; the dialog reads the quote again and says so. A
 * fare that cannot be cancelled online says why and leads to a support request instead.
 */
export function CancelBookingDialog({ booking, onCancelled }: CancelBookingProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const { toasts } = useRuntime()
  const queryClient = useQueryClient()
  const [isOpen, setOpen] = useAtom(modalAtom('cancelConfirmation'))
  const [notice, setNotice] = useState<string | null>(null)
  const quote = useQuery({ ...cancellationQueries.quote(api, locale, booking.uuid), enabled: isOpen })

  const cancel = useMutation({
    mutationFn: (expectedRefund: number) =>
      api.call('cancelBooking', { params: { uuid: booking.uuid }, body: { expectedRefund } }, { locale }),
    onSuccess: async (result) => {
      toasts.add(
        {
          title: i18n._(msg`Your booking is cancelled`),
          description:
            result.booking.status === 'Refund In Progress'
              ? i18n._(msg`Your refund is on its way.`)
              : undefined,
          tone: 'success',
        },
        { timeout: 6000 },
      )
      setOpen(false)
      setNotice(null)
      onCancelled?.(result)
      // Whatever shows this booking reads it again (its page, its refund, My Bookings), live channel or not.
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey.includes(booking.uuid) || queryKey[0] === 'bookings',
      })
    },
    onError: async (error) => {
      // The booking or its refund moved on: show the server's reason beside the quote as it is now.
      if (isApiError(error) && error.kind === 'http' && error.status === 409) {
        setNotice(error.message)
        await quote.refetch()
      }
    },
  })

  const close = (open: boolean) => {
    if (cancel.isPending) return
    setOpen(open)
    if (!open) {
      setNotice(null)
      cancel.reset()
    }
  }
  const failure =
    cancel.error && !notice
      ? isApiError(cancel.error) && cancel.error.kind === 'http'
        ? cancel.error.message
        : i18n._(msg`The booking could not be cancelled. Please check your connection and try again.`)
      : null
  const current = quote.data
  const allowed = current?.allowed === true

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      role="alertdialog"
      size="sm"
      title={i18n._(msg`Cancel this booking?`)}
      closeLabel={i18n._(msg`Close`)}
      isDismissable={!cancel.isPending}
      footer={(dismiss) => (
        <div className={styles.footer}>
          <Button variant="secondary" onPress={dismiss} isDisabled={cancel.isPending}>
            {allowed ? <Trans>No, keep it</Trans> : <Trans>Close</Trans>}
          </Button>
          {allowed ? (
            // Not `isPending`: react-aria would announce the button by id just as the dialog removes it.
            <Button
              variant="danger"
              isDisabled={cancel.isPending || quote.isFetching}
              onPress={() => cancel.mutate(current.refund.amount)}
            >
              <Trans>Yes, cancel booking</Trans>
            </Button>
          ) : null}
        </div>
      )}
    >
      <div className={styles.section}>
        <p className={styles.muted}>
          <Trans>
            {booking.title}, order{' '}
            <bdi dir="ltr" className={styles.orderId}>
              {booking.orderId}
            </bdi>
            .
          </Trans>
        </p>
        {notice ? (
          <p className={styles.problem} role="alert">
            {notice}
          </p>
        ) : null}
        {quote.isError ? (
          <p className={styles.problem} role="alert">
            <Trans>The refund could not be worked out. Please try again.</Trans>
          </p>
        ) : !current ? (
          <p className={styles.muted} role="status">
            <Trans>Working out your refund…</Trans>
          </p>
        ) : (
          <>
            <p className={styles.rule}>{current.rule}</p>
            {current.paid.amount === 0 && current.allowed ? (
              <p className={styles.muted}>
                <Trans>You have not paid for this booking, so nothing will be charged.</Trans>
              </p>
            ) : (
              <QuoteFigures quote={current} />
            )}
            {current.allowed ? null : (
              <>
                <p className={styles.problem}>{current.reason}</p>
                <p className={styles.muted}>
                  <Link href={supportRequestHref(booking.uuid, locale)}>
                    <Trans>Ask our support team to cancel it</Trans>
                  </Link>
                </p>
              </>
            )}
          </>
        )}
        {failure ? (
          <p className={styles.problem} role="alert">
            {failure}
          </p>
        ) : null}
        <p className={styles.muted} role="status">
          {cancel.isPending ? <Trans>Cancelling your booking…</Trans> : null}
        </p>
      </div>
    </Modal>
  )
}

/** "Cancel booking" and its confirmation, for a booking whose `actions.cancel` is on. */
export function CancelBooking({ booking, onCancelled }: CancelBookingProps) {
  const [, setOpen] = useAtom(modalAtom('cancelConfirmation'))
  return (
    <>
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          <Trans>Cancel booking</Trans>
        </Button>
      </div>
      <CancelBookingDialog booking={booking} {...(onCancelled && { onCancelled })} />
    </>
  )
}
