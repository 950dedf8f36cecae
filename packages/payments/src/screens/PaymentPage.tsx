import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { PaymentMethodId, PaymentMethodsResponse } from '@rihla/api-contract/payments'
import { useForgetEndedSession, useLocale, useRuntime } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { useRef } from 'react'
import { BookingExpired } from '../components/BookingExpired'
import { BookingSummary } from '../components/BookingSummary/BookingSummary'
import { ExpiryCountdown } from '../components/BookingSummary/ExpiryCountdown'
import { LeaveActions } from '../components/LeaveActions'
import { ConfirmActionDialog } from '../components/PaymentDialogs/ConfirmActionDialog'
import { PaymentStatusDialog } from '../components/PaymentDialogs/PaymentStatusDialog'
import { BankTransferStep } from '../components/PaymentSteps/BankTransferStep'
import { MethodStep } from '../components/PaymentSteps/MethodStep'
import { WalletOtpStep } from '../components/PaymentSteps/WalletOtpStep'
import { viewBookingHref } from '../paymentHref'
import { paymentsQueries } from '../queries'
import { usePaymentFlow } from '../usePaymentFlow'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/$vertical/payments/$uuid')

function PageLoading() {
  const { i18n } = useLingui()
  return (
    <div className={styles.layout} role="status" aria-label={i18n._(msg`Loading payment options`)}>
      <div className={styles.skeleton}>
        <Skeleton lines={6} />
      </div>
      <div className={styles.skeleton}>
        <Skeleton lines={5} />
      </div>
    </div>
  )
}

interface PaymentFlowProps {
  data: PaymentMethodsResponse
  initialMethod: PaymentMethodId | undefined
  onReload: () => void
}

/**
 * Paying one booking: what it is and costs, the time left, the method, then the method's own step
 * (the hosted card page, the wallet's code, the bank transfer's details).
 */
function PaymentFlow({ data, initialMethod, onReload }: PaymentFlowProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const mainRef = useRef<HTMLDivElement>(null)
  const flow = usePaymentFlow(data, initialMethod, mainRef)
  const { booking } = data

  if (booking.paid || data.latestPayment?.status === 'succeeded') {
    return (
      <EmptyState
        headingLevel={2}
        illustration={null}
        title={i18n._(msg`This booking is paid`)}
        description={i18n._(msg`Order ${booking.orderId} needs no further payment.`)}
        actions={
          <Link href={viewBookingHref(booking, locale)} appearance="primary">
            <Trans>View booking</Trans>
          </Link>
        }
      />
    )
  }
  if (flow.expired) return <BookingExpired booking={booking} />
  if (!booking.actions.pay) {
    return (
      <ErrorState
        headingLevel={2}
        title={i18n._(msg`This booking cannot be paid now`)}
        description={i18n._(msg`Order ${booking.orderId} is not waiting for a payment.`)}
        actions={<LeaveActions />}
      />
    )
  }
  if (flow.available.length === 0) {
    return (
      <ErrorState
        headingLevel={2}
        role="alert"
        title={i18n._(msg`Payment Options Unavailable`)}
        description={i18n._(
          msg`No payment method can take this booking right now. Please try again in a few minutes.`,
        )}
        actions={<LeaveActions onRetry={onReload} />}
      />
    )
  }

  const { step, pendingAction } = flow
  return (
    <div className={styles.layout}>
      <div className={styles.main} ref={mainRef}>
        {step.kind === 'bank' ? (
          <BankTransferStep details={step.payment.bankTransfer!} onChangeMethod={flow.showMethods} />
        ) : step.kind === 'wallet-otp' ? (
          <WalletOtpStep
            payment={step.payment}
            challenge={step.challenge}
            amount={flow.amount}
            onVerify={(otp) => flow.verifyCode(step, otp)}
            onResend={() => flow.resendCode(step)}
            onChangeMethod={flow.showMethods}
          />
        ) : (
          <MethodStep
            methods={data.methods}
            method={flow.method}
            onMethodChange={flow.chooseMethod}
            methodError={flow.methodError}
            walletAccounts={flow.walletAccounts}
            walletChoice={flow.walletChoice}
            onWalletChoiceChange={flow.chooseWalletPayer}
            mobile={flow.mobile}
            onMobileChange={flow.changeMobile}
            mobileError={flow.mobileError}
            onAddAccount={flow.openAddAccount}
            onAccountAdded={flow.addAccount}
            pageError={flow.pageError}
            onRetry={flow.retry}
            onContinue={flow.continueToConfirm}
          />
        )}
      </div>
      <BookingSummary booking={booking}>
        {booking.paymentExpiresAt ? (
          <ExpiryCountdown expiresAt={booking.paymentExpiresAt} onExpire={flow.expire} />
        ) : null}
      </BookingSummary>
      {pendingAction ? (
        <ConfirmActionDialog
          action={pendingAction}
          method={flow.method}
          selectedAccount={flow.selectedAccount}
          amount={flow.amount}
          bookingTitle={booking.title}
          onConfirm={() => flow.confirm(pendingAction)}
        />
      ) : null}
      <PaymentStatusDialog onCheckStatus={flow.checkStatus} onRetry={flow.retryLast} />
    </div>
  )
}

/** `/{vertical}/payments/{uuid}` (SPEC.md §2): the payment screen of one booking. */
function PaymentPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { uuid } = route.useParams()
  const search = route.useSearch()
  const { api } = useRuntime()
  const methods = useQuery(paymentsQueries.methods(api, locale, uuid))
  useForgetEndedSession(methods.error)

  let body
  if (methods.isPending) {
    body = <PageLoading />
  } else if (methods.isError) {
    body = (
      <ErrorState
        headingLevel={2}
        role="alert"
        title={i18n._(msg`Data Load Error`)}
        description={i18n._(msg`Failed to load payment methods.`)}
        actions={
          <Button variant="primary" onPress={() => void methods.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    )
  } else {
    body = (
      <PaymentFlow
        data={methods.data}
        initialMethod={search.method}
        onReload={() => void methods.refetch()}
      />
    )
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Payment</Trans>
      </h1>
      {body}
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/$vertical/payments/$uuid')({ component: PaymentPage })
