import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Booking } from '@rihla/api-contract/bookings'
import type { Payment } from '@rihla/api-contract/payments'
import { useForgetEndedSession, useLocale, useRuntime } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatMoney } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Link } from '@rihla/ui-kit/link'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import CircleAlert from 'lucide-react/icons/circle-alert'
import CircleCheck from 'lucide-react/icons/circle-check'
import CircleHelp from 'lucide-react/icons/circle-help'
import CircleX from 'lucide-react/icons/circle-x'
import Hourglass from 'lucide-react/icons/hourglass'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import type { ReactNode } from 'react'
import { BookingExpired } from '../components/BookingExpired'
import { BankTransferDetails } from '../components/BankTransferDetails/BankTransferDetails'
import { FAILURE_REASONS, LIKELY_FAILURE_REASONS, METHOD_NAMES } from '../components/labels'
import { paymentHref, viewBookingHref } from '../paymentHref'
import { paymentsQueries } from '../queries'
import { useLivePayment } from '../useLivePayment'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/payment/$uuid')

const SETTLED = new Set<Payment['status']>(['succeeded', 'failed', 'expired'])

function Facts({ payment, booking }: { payment: Payment; booking: Booking }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const rows: { id: string; term: ReactNode; value: ReactNode }[] = [
    {
      id: 'order',
      term: <Trans>Order ID</Trans>,
      value: <span className={styles.ltr}>{booking.orderId}</span>,
    },
    {
      id: 'ref',
      term: <Trans>Payment reference</Trans>,
      value: <span className={styles.ltr}>{payment.orderRef}</span>,
    },
    { id: 'amount', term: <Trans>Amount</Trans>, value: formatMoney(payment.amount, locale) },
    {
      id: 'method',
      // Only a payment that went through was paid with anything; a failed one was only tried.
      term: payment.status === 'succeeded' ? <Trans>Paid with</Trans> : <Trans>Tried with</Trans>,
      value: (
        <>
          {i18n._(METHOD_NAMES[payment.method])}
          {payment.card ? (
            <>
              {' '}
              <bdi className={styles.ltr}>•••• {payment.card.last4}</bdi>
            </>
          ) : null}
          {payment.walletMobile ? (
            <>
              {' '}
              <bdi className={styles.ltr}>{payment.walletMobile}</bdi>
            </>
          ) : null}
        </>
      ),
    },
  ]
  return (
    <FactList layout="rows" className={styles.resultFacts}>
      {rows.map((row) => (
        <Fact key={row.id} term={row.term}>
          {row.value}
        </Fact>
      ))}
    </FactList>
  )
}

/** "Payment Failed!" with the likely reasons, the actual one marked when the gateway said which. */
function FailedPayment({ payment, booking }: { payment: Payment; booking: Booking }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { api } = useRuntime()
  // Whether anything can still pay this booking decides between Retry and "Payment Options Unavailable".
  const methods = useQuery(paymentsQueries.methods(api, locale, booking.uuid))
  const payHref = paymentHref(booking.type, booking.uuid, locale)
  const reason = payment.failureReason
  const isLikely = (LIKELY_FAILURE_REASONS as readonly string[]).includes(reason ?? '')

  if (methods.data && !methods.data.methods.some((method) => method.available)) {
    return (
      <ErrorState
        headingLevel={2}
        role="alert"
        title={i18n._(msg`Payment Options Unavailable`)}
        description={i18n._(
          msg`Your payment did not go through, and no payment method can take this booking right now.`,
        )}
        actions={
          <>
            <Button variant="primary" onPress={() => void methods.refetch()}>
              <Trans>Try again</Trans>
            </Button>
            <Link href={localePath('/bookings', locale)} appearance="secondary">
              <Trans>Go to My Bookings</Trans>
            </Link>
            <Link href={localePath('/', locale)} appearance="ghost">
              <Trans>Go home</Trans>
            </Link>
          </>
        }
      />
    )
  }

  const canPay = methods.data ? methods.data.booking.actions.pay : booking.actions.pay
  return (
    <Card as="section" aria-labelledby="result-title" className={styles.result}>
      <CircleX size={56} aria-hidden className={styles.actualReason} />
      <h2 id="result-title" className={styles.sectionTitle}>
        <Trans>Payment Failed!</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>Nothing was charged. This usually happens for one of these reasons:</Trans>
      </p>
      <ul className={styles.reasons}>
        {LIKELY_FAILURE_REASONS.map((likely) => (
          <li
            key={likely}
            className={likely === reason ? styles.reasonHappened : styles.reason}
            aria-current={likely === reason ? 'true' : undefined}
          >
            {likely === reason ? (
              <CircleAlert size={18} aria-hidden className={styles.reasonIcon} />
            ) : (
              <CircleHelp size={18} aria-hidden className={styles.reasonIcon} />
            )}
            <span>
              {i18n._(FAILURE_REASONS[likely])}
              {likely === reason ? (
                <>
                  {' '}
                  <Trans>(this is what happened)</Trans>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {reason && !isLikely ? (
        <p className={styles.actualReason}>
          <Trans>What happened: {i18n._(FAILURE_REASONS[reason])}</Trans>
        </p>
      ) : null}
      <Facts payment={payment} booking={booking} />
      <div className={styles.actions}>
        {canPay ? (
          <>
            <Link href={`${payHref}?method=${payment.method}`} appearance="primary">
              <Trans>Retry</Trans>
            </Link>
            <Link href={payHref} appearance="secondary">
              <Trans>Change payment method</Trans>
            </Link>
          </>
        ) : (
          <Link href={localePath('/bookings', locale)} appearance="primary">
            <Trans>Go to My Bookings</Trans>
          </Link>
        )}
      </div>
    </Card>
  )
}

function ResponseBody({
  payment,
  booking,
  onRefresh,
  isRefreshing,
}: {
  payment: Payment | null
  booking: Booking
  onRefresh: () => void
  isRefreshing: boolean
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const payHref = paymentHref(booking.type, booking.uuid, locale)
  const refresh = (
    <Button
      variant="ghost"
      startIcon={<RefreshCw size={18} aria-hidden />}
      isDisabled={isRefreshing}
      onPress={onRefresh}
    >
      <Trans>Refresh status</Trans>
    </Button>
  )

  if (!payment) {
    return (
      <EmptyState
        headingLevel={2}
        title={i18n._(msg`No payment yet`)}
        description={i18n._(msg`There is no payment for order ${booking.orderId} yet.`)}
        actions={
          <>
            <Link href={payHref} appearance="primary">
              <Trans>Go to payment</Trans>
            </Link>
            {refresh}
          </>
        }
      />
    )
  }

  if (payment.status === 'succeeded') {
    const confirmed = booking.status === 'Confirmed' || booking.status === 'Partially Confirmed'
    return (
      <Card as="section" aria-labelledby="result-title" className={styles.result}>
        <CircleCheck size={56} aria-hidden className={styles.successIcon} />
        <h2 id="result-title" className={styles.sectionTitle}>
          {confirmed ? <Trans>Payment confirmed</Trans> : <Trans>Payment received</Trans>}
        </h2>
        <p className={styles.note}>
          {confirmed ? (
            <Trans>Thank you. Your booking {booking.title} is confirmed.</Trans>
          ) : (
            <Trans>Thank you. We received your payment and are confirming your booking.</Trans>
          )}
        </p>
        <Facts payment={payment} booking={booking} />
        <div className={styles.actions}>
          <Link href={viewBookingHref(booking, locale)} appearance="primary">
            <Trans>View booking</Trans>
          </Link>
          <Link href={localePath('/', locale)} appearance="secondary">
            <Trans>Go home</Trans>
          </Link>
          {confirmed ? null : refresh}
        </div>
      </Card>
    )
  }

  if (payment.status === 'failed') return <FailedPayment payment={payment} booking={booking} />

  if (payment.status === 'expired') return <BookingExpired booking={booking} />

  if (payment.status === 'awaiting_transfer' && payment.bankTransfer) {
    return (
      <BankTransferDetails
        details={payment.bankTransfer}
        actions={
          <div className={styles.actions}>
            <Link href={payHref} appearance="secondary">
              <Trans>Change payment method</Trans>
            </Link>
            {refresh}
          </div>
        }
      />
    )
  }

  return (
    <Card as="section" aria-labelledby="result-title" className={styles.result}>
      <Hourglass size={56} aria-hidden className={styles.pendingIcon} />
      <h2 id="result-title" className={styles.sectionTitle}>
        <Trans>Payment processing</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>
          We are waiting for the payment to be confirmed. This page updates by itself; you can also refresh
          it.
        </Trans>
      </p>
      <Facts payment={payment} booking={booking} />
      <div className={styles.actions}>
        {refresh}
        <Link href={payHref} appearance="secondary">
          <Trans>Change payment method</Trans>
        </Link>
      </div>
    </Card>
  )
}

/** `/payment/{uuid}` (SPEC.md §2): how a payment went, kept up to date as the gateway reports. */
function PaymentResponse() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { uuid } = route.useParams()
  const { ref } = route.useSearch()
  const { api } = useRuntime()
  const queryClient = useQueryClient()
  const inquiry = useQuery(paymentsQueries.inquiry(api, locale, uuid, ref))
  useForgetEndedSession(inquiry.error)
  const payment = inquiry.data?.payment ?? null

  useLivePayment(uuid, Boolean(inquiry.data) && !(payment && SETTLED.has(payment.status)), (next) => {
    if (ref && next.orderRef !== ref) return
    void queryClient.invalidateQueries({ queryKey: paymentsQueries.all })
  })

  let body
  if (inquiry.isPending) {
    body = (
      <div className={styles.skeleton} role="status" aria-label={i18n._(msg`Loading your payment’s status`)}>
        <Skeleton lines={5} />
      </div>
    )
  } else if (inquiry.isError) {
    body = (
      <ErrorState
        headingLevel={2}
        role="alert"
        title={i18n._(msg`Data Load Error`)}
        description={i18n._(msg`We could not load your payment’s status. Please check your connection.`)}
        actions={
          <Button variant="primary" onPress={() => void inquiry.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    )
  } else {
    body = (
      <ResponseBody
        payment={payment}
        booking={inquiry.data.booking}
        isRefreshing={inquiry.isFetching}
        onRefresh={() => void inquiry.refetch()}
      />
    )
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Payment status</Trans>
      </h1>
      {body}
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/payment/$uuid')({ component: PaymentResponse })
