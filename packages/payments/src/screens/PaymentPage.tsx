import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage } from '@rihla/api-contract'
import { phoneSchema } from '@rihla/api-contract/account'
import type {
  OtpChallenge,
  Payment,
  PaymentMethodId,
  PaymentMethodsResponse,
  SavedAccount,
  WalletMethod,
} from '@rihla/api-contract/payments'
import { isApiError } from '@rihla/api-clients'
import { modalAtom, useLocale, useRuntime, userAtom } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatMoney } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { BankTransferDetails } from '../components/BankTransferDetails/BankTransferDetails'
import { BookingSummary } from '../components/BookingSummary/BookingSummary'
import { ExpiryCountdown } from '../components/BookingSummary/ExpiryCountdown'
import { METHOD_NAMES } from '../components/labels'
import { MethodPicker } from '../components/MethodPicker/MethodPicker'
import { OtpForm } from '../components/OtpForm/OtpForm'
import { AddAccountDialog } from '../components/PaymentDialogs/AddAccountDialog'
import { ConfirmPaymentDialog } from '../components/PaymentDialogs/ConfirmPaymentDialog'
import { PaymentStatusDialog } from '../components/PaymentDialogs/PaymentStatusDialog'
import { WalletPayer } from '../components/WalletPayer/WalletPayer'
import type { WalletPayerChoice } from '../components/WalletPayer/WalletPayer'
import { requestErrorText } from '../errorText'
import { paymentResponseHref } from '../paymentHref'
import { paymentsQueries } from '../queries'
import { paymentStatusViewAtom } from '../state'
import type { PaymentAction } from '../usePaymentProcess'
import { isUnsettled, usePaymentProcess } from '../usePaymentProcess'
import { useLivePayment } from '../useLivePayment'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/$vertical/payments/$uuid')

const isWallet = (method: PaymentMethodId | null): method is WalletMethod =>
  method === 'stc_pay' || method === 'urpay'

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

/** The way out of a payment page that cannot take a payment. */
function LeaveActions({ onRetry }: { onRetry?: () => void }) {
  const locale = useLocale()
  return (
    <>
      {onRetry ? (
        <Button variant="primary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
      <Link href={localePath('/bookings', locale)} appearance="secondary">
        <Trans>Go to My Bookings</Trans>
      </Link>
      <Link href={localePath('/', locale)} appearance="ghost">
        <Trans>Go home</Trans>
      </Link>
    </>
  )
}

type Step =
  | { kind: 'choose' }
  | { kind: 'wallet-otp'; payment: Payment; challenge: OtpChallenge; payer: PaymentAction }
  | { kind: 'bank'; payment: Payment }

/** The step a reload resumes: a bank transfer still waiting shows its details again. */
function initialStep(latest: Payment | null): Step {
  if (latest?.method === 'bank_transfer' && latest.status === 'awaiting_transfer' && latest.bankTransfer) {
    return { kind: 'bank', payment: latest }
  }
  return { kind: 'choose' }
}

const firstAccountOf = (
  accounts: readonly SavedAccount[],
  method: PaymentMethodId | null,
): WalletPayerChoice => {
  const account = accounts.find((candidate) => candidate.method === method)
  return account ? { kind: 'account', accountId: account.id } : { kind: 'mobile' }
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
  const router = useRouter()
  const queryClient = useQueryClient()
  const { booking, methods } = data
  const available = methods.filter((method) => method.available)
  const { process, inquire } = usePaymentProcess()

  const [expired, setExpired] = useState(
    () =>
      booking.status === 'Expired' ||
      (booking.paymentExpiresAt !== null && Date.parse(booking.paymentExpiresAt) <= Date.now()),
  )
  const [method, setMethod] = useState<PaymentMethodId | null>(() =>
    available.some((candidate) => candidate.method === initialMethod) ? initialMethod! : null,
  )
  const [accounts, setAccounts] = useState(data.accounts)
  const [walletChoice, setWalletChoice] = useState<WalletPayerChoice>(() =>
    firstAccountOf(data.accounts, method),
  )
  const [mobile, setMobile] = useState('')
  const [mobileError, setMobileError] = useState<string | null>(null)
  const [methodError, setMethodError] = useState<string | null>(null)
  const [step, setStep] = useState<Step>(() => initialStep(data.latestPayment))
  const [pageError, setPageError] = useState<{ message: string; retry: PaymentAction | null } | null>(null)
  const [pendingAction, setPendingAction] = useState<PaymentAction | null>(null)
  const setConfirmOpen = useSetAtom(modalAtom('confirmModal'))
  const setStatusOpen = useSetAtom(modalAtom('paymentStatus'))
  const setAddAccountOpen = useSetAtom(modalAtom('paymentModal'))
  const setStatusView = useSetAtom(paymentStatusViewAtom)
  const lastAction = useRef<PaymentAction | null>(null)
  // The newest attempt known before the last action went out: an inquiry that finds only it found nothing new.
  const knownOrderRef = useRef<string | null>(data.latestPayment?.orderRef ?? null)
  const mainRef = useRef<HTMLDivElement>(null)

  const amount = formatMoney(booking.amount, locale)
  const walletAccounts = accounts.filter((account) => account.method === method)

  const showResult = (payment: Payment) =>
    void router.navigate({ href: paymentResponseHref(booking.uuid, locale, payment.orderRef) })

  /** Where an answer leads: the hosted card page, the wallet's code, the transfer details, or the outcome. */
  const follow = (payment: Payment, otp: OtpChallenge | null, action: PaymentAction) => {
    knownOrderRef.current = payment.orderRef
    if (payment.status === 'requires_action' && payment.checkoutUrl) {
      // The card is entered on the gateway's own page, never on ours.
      window.location.assign(payment.checkoutUrl)
      return
    }
    if (payment.status === 'requires_action' && isWallet(payment.method)) {
      setStatusOpen(false)
      setStep({
        kind: 'wallet-otp',
        payment,
        challenge: otp ?? { phone: payment.walletMobile ?? '', resendAfterSeconds: 0, expiresInSeconds: 300 },
        payer: action,
      })
      return
    }
    if (payment.status === 'awaiting_transfer' && payment.bankTransfer) {
      setStatusOpen(false)
      setStep({ kind: 'bank', payment })
      void queryClient.invalidateQueries({ queryKey: paymentsQueries.all })
      return
    }
    showResult(payment)
  }

  /**
   * Sends one action with the processing modal open. A timeout leaves the modal on "check status";
   * other failures close it and are thrown for the caller to show.
   */
  const send = async (action: PaymentAction) => {
    lastAction.current = action
    setPageError(null)
    setStatusView({ kind: 'processing' })
    setStatusOpen(true)
    try {
      const response = await process(action)
      follow(response.payment, response.otp, action)
    } catch (error) {
      if (isApiError(error) && error.kind === 'timeout') {
        setStatusView({ kind: 'timed-out' })
        return
      }
      setStatusOpen(false)
      throw error
    }
  }

  const sendFromPage = (action: PaymentAction) =>
    send(action).catch((error: unknown) => {
      setPageError({ message: requestErrorText(error, i18n), retry: isUnsettled(error) ? action : null })
      requestAnimationFrame(() => mainRef.current?.querySelector<HTMLElement>('[data-page-error]')?.focus())
    })

  const checkStatus = async () => {
    const action = lastAction.current
    if (!action) return
    setStatusView({ kind: 'checking' })
    try {
      const { payment } = await inquire(action)
      const charged = 'otp' in action && action.otp !== undefined
      const isNew =
        payment !== null &&
        payment.method === action.method &&
        (charged ? payment.status !== 'requires_action' : payment.orderRef !== knownOrderRef.current)
      if (!isNew) {
        setStatusView({ kind: 'not-found' })
        return
      }
      follow(payment, null, action)
      if (payment.status !== 'requires_action' || !payment.checkoutUrl) setStatusOpen(false)
    } catch {
      setStatusView({ kind: 'check-failed' })
    }
  }

  const retryLast = () => {
    const action = lastAction.current
    if (action) void sendFromPage(action)
  }

  useLivePayment(booking.uuid, step.kind === 'bank', (payment) => {
    if (payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'expired') {
      showResult(payment)
    }
  })

  /** The action the Continue button stands for, or null with the reason on screen. */
  const buildAction = (): PaymentAction | null => {
    const base = { uuid: booking.uuid, amount: booking.amount }
    if (!method) {
      setMethodError(i18n._(msg`Choose a payment method.`))
      return null
    }
    if (method === 'card') {
      return {
        ...base,
        method,
        returnUrl: `${window.location.origin}${paymentResponseHref(booking.uuid, locale)}`,
      }
    }
    if (method === 'bank_transfer') return { ...base, method }
    if (walletChoice.kind === 'account') return { ...base, method, accountId: walletChoice.accountId }
    const parsed = phoneSchema.safeParse(mobile)
    if (!parsed.success) {
      setMobileError(localizeMessage(parsed.error.issues[0]?.message ?? '', locale))
      requestAnimationFrame(() =>
        mainRef.current?.querySelector<HTMLInputElement>('input[name="walletMobile"]')?.focus(),
      )
      return null
    }
    return { ...base, method, mobile: parsed.data }
  }

  const onContinue = () => {
    const action = buildAction()
    if (!action) return
    setPendingAction(action)
    setConfirmOpen(true)
  }

  if (booking.paid || data.latestPayment?.status === 'succeeded') {
    return (
      <EmptyState
        headingLevel={2}
        illustration={null}
        title={i18n._(msg`This booking is paid`)}
        description={i18n._(msg`Order ${booking.orderId} needs no further payment.`)}
        actions={
          <Link href={localePath('/bookings', locale)} appearance="primary">
            <Trans>View booking</Trans>
          </Link>
        }
      />
    )
  }
  if (expired) {
    return (
      <ErrorState
        headingLevel={2}
        role="alert"
        title={i18n._(msg`This booking has expired`)}
        description={i18n._(
          msg`The time to pay for order ${booking.orderId} ran out, so it was released. Nothing was charged.`,
        )}
        actions={
          <Link href={localePath('/bookings', locale)} appearance="primary">
            <Trans>Go to My Bookings</Trans>
          </Link>
        }
      />
    )
  }
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
  if (available.length === 0) {
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

  const methodName = method ? i18n._(METHOD_NAMES[method]) : ''
  const selectedAccount = accounts.find(
    (account) => walletChoice.kind === 'account' && account.id === walletChoice.accountId,
  )
  const continueLabel =
    method === 'card'
      ? i18n._(msg`Continue to secure payment`)
      : method === 'bank_transfer'
        ? i18n._(msg`Get bank transfer details`)
        : isWallet(method)
          ? i18n._(msg`Send code`)
          : i18n._(msg`Continue`)

  let content
  if (step.kind === 'bank') {
    content = (
      <BankTransferDetails
        details={step.payment.bankTransfer!}
        actions={
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setStep({ kind: 'choose' })}>
              <Trans>Change payment method</Trans>
            </Button>
          </div>
        }
      />
    )
  } else if (step.kind === 'wallet-otp') {
    const wallet = i18n._(METHOD_NAMES[step.payment.method])
    content = (
      <Card as="section" aria-labelledby="wallet-otp-title" className={styles.section}>
        <h2 id="wallet-otp-title" className={styles.sectionTitle}>
          <Trans>Confirm with {wallet}</Trans>
        </h2>
        <OtpForm
          key={step.payment.orderRef}
          challenge={step.challenge}
          label={i18n._(msg`${wallet} verification code`)}
          submitLabel={i18n._(msg`Pay ${amount}`)}
          onVerify={async (otp) => {
            await send({ ...step.payer, orderRef: step.payment.orderRef, otp } as PaymentAction)
          }}
          onResend={async () => {
            const response = await process(step.payer)
            knownOrderRef.current = response.payment.orderRef
            const challenge = response.otp ?? step.challenge
            setStep({ ...step, payment: response.payment, challenge })
            return challenge
          }}
          secondaryActions={
            <Button variant="ghost" onPress={() => setStep({ kind: 'choose' })}>
              <Trans>Change payment method</Trans>
            </Button>
          }
        />
      </Card>
    )
  } else {
    content = (
      <Card as="section" aria-labelledby="method-title" className={styles.section}>
        <h2 id="method-title" className={styles.sectionTitle}>
          <Trans>How would you like to pay?</Trans>
        </h2>
        <MethodPicker
          methods={methods}
          value={method}
          onChange={(next) => {
            setMethod(next)
            // Each wallet starts on its first saved account, if it has one.
            setWalletChoice(firstAccountOf(accounts, next))
            setMobileError(null)
            setMethodError(null)
            setPageError(null)
          }}
        />
        {methodError ? (
          <p className={styles.error} role="alert">
            {methodError}
          </p>
        ) : null}
        {isWallet(method) ? (
          <WalletPayer
            method={method}
            accounts={walletAccounts}
            choice={walletChoice}
            onChoiceChange={setWalletChoice}
            mobile={mobile}
            onMobileChange={(value) => {
              setMobile(value)
              setMobileError(null)
            }}
            mobileError={mobileError}
            onAddAccount={() => setAddAccountOpen(true)}
          />
        ) : null}
        {method === 'card' ? (
          <p className={styles.note}>
            <Trans>
              You will enter your card on our payment partner’s secure page, with a verification step from
              your bank. Rihla never sees your card number.
            </Trans>
          </p>
        ) : null}
        {pageError ? (
          <div className={styles.actions}>
            <p className={styles.error} role="alert" tabIndex={-1} data-page-error>
              {pageError.message}
            </p>
            {pageError.retry ? (
              <Button variant="secondary" onPress={() => void sendFromPage(pageError.retry!)}>
                <Trans>Try again</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button variant="primary" size="lg" onPress={onContinue}>
            {continueLabel}
          </Button>
        </div>
        {isWallet(method) ? (
          <AddAccountDialog
            method={method}
            onAdded={(account) => {
              setAccounts((current) => [...current.filter((item) => item.id !== account.id), account])
              setWalletChoice({ kind: 'account', accountId: account.id })
            }}
          />
        ) : null}
      </Card>
    )
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main} ref={mainRef}>
        {content}
      </div>
      <BookingSummary booking={booking}>
        {booking.paymentExpiresAt ? (
          <ExpiryCountdown expiresAt={booking.paymentExpiresAt} onExpire={() => setExpired(true)} />
        ) : null}
      </BookingSummary>
      {pendingAction ? (
        <ConfirmPaymentDialog
          method={methodName}
          payer={
            pendingAction.method === 'stc_pay' || pendingAction.method === 'urpay' ? (
              <bdi className={styles.ltr}>
                {selectedAccount?.mobile ?? ('mobile' in pendingAction ? pendingAction.mobile : '')}
              </bdi>
            ) : undefined
          }
          amount={amount}
          bookingTitle={booking.title}
          next={
            pendingAction.method === 'card' ? (
              <Trans>You will go to our payment partner’s secure page to enter your card.</Trans>
            ) : pendingAction.method === 'bank_transfer' ? (
              <Trans>You will get the account and reference to transfer the amount to.</Trans>
            ) : (
              <Trans>We will send a code by text message to confirm the payment.</Trans>
            )
          }
          confirmLabel={i18n._(msg`Confirm`)}
          onConfirm={() => {
            setConfirmOpen(false)
            void sendFromPage(pendingAction)
          }}
        />
      ) : null}
      <PaymentStatusDialog onCheckStatus={() => void checkStatus()} onRetry={retryLast} />
    </div>
  )
}

/** `/{vertical}/payments/{uuid}` (SPEC.md §2): the payment screen of one booking. */
function PaymentPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { uuid } = route.useParams()
  const search = route.useSearch()
  const { api, store } = useRuntime()
  const router = useRouter()
  const methods = useQuery(paymentsQueries.methods(api, locale, uuid))
  const sessionEnded = isApiError(methods.error) && methods.error.status === 401

  useEffect(() => {
    // The session ended elsewhere: forget it here; the `auth` middleware then asks for a sign-in.
    if (!sessionEnded) return
    store.set(userAtom, null)
    void router.invalidate()
  }, [sessionEnded, store, router])

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
