import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { localizeMessage } from '@rihla/api-contract'
import { phoneSchema } from '@rihla/api-contract/phone'
import type {
  OtpChallenge,
  Payment,
  PaymentMethodId,
  PaymentMethodsResponse,
  SavedAccount,
} from '@rihla/api-contract/payments'
import { isApiError } from '@rihla/api-clients'
import { modalAtom, useLocale, useRuntime } from '@rihla/core'
import { formatMoney } from '@rihla/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import type { RefObject } from 'react'
import { useReducer, useRef } from 'react'
import type { WalletPayerChoice } from './components/WalletPayer/WalletPayer'
import { requestErrorText } from './errorText'
import { isWallet } from './isWallet'
import { openGatewayWindow } from './gatewayWindow'
import { cardReturnUrl, paymentResponseHref } from './paymentHref'
import type { WalletOtpPaymentStep } from './paymentFlowReducer'
import { initialPaymentFlowState, paymentFlowReducer } from './paymentFlowReducer'
import { paymentsQueries } from './queries'
import { paymentStatusViewAtom } from './state'
import { useLivePayment } from './useLivePayment'
import type { PaymentAction } from './usePaymentProcess'
import { isUnsettled, usePaymentProcess } from './usePaymentProcess'

/**
 * Paying one booking: the traveller's choices, the step on screen, and the actions that send a
 * payment, follow its answer and ask after one that timed out. `mainRef` is the element holding the
 * step, where a refused field or a failed request takes the focus.
 */
export function usePaymentFlow(
  data: PaymentMethodsResponse,
  initialMethod: PaymentMethodId | undefined,
  mainRef: RefObject<HTMLDivElement | null>,
) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { embed } = useRuntime().config
  const { booking } = data
  const available = data.methods.filter((method) => method.available)
  const { process, inquire } = usePaymentProcess()
  const [state, dispatch] = useReducer(paymentFlowReducer, { data, initialMethod }, initialPaymentFlowState)
  const setConfirmOpen = useSetAtom(modalAtom('confirmModal'))
  const setStatusOpen = useSetAtom(modalAtom('paymentStatus'))
  const setAddAccountOpen = useSetAtom(modalAtom('paymentModal'))
  const setStatusView = useSetAtom(paymentStatusViewAtom)
  const lastAction = useRef<PaymentAction | null>(null)
  // The newest attempt known before the last action went out: an inquiry that finds only it found nothing new.
  const knownOrderRef = useRef<string | null>(data.latestPayment?.orderRef ?? null)

  const { method, walletChoice } = state
  const amount = formatMoney(booking.amount, locale)
  const walletAccounts = state.accounts.filter((account) => account.method === method)
  const selectedAccount = state.accounts.find(
    (account) => walletChoice.kind === 'account' && account.id === walletChoice.accountId,
  )

  const showResult = (payment: Payment) =>
    void router.navigate({ href: paymentResponseHref(booking.uuid, locale, payment.orderRef) })

  const showMethods = () => dispatch({ type: 'stepShown', step: { kind: 'choose' } })

  /**
   * The card is entered on the gateway's own page, never on ours: in place of this page, or in a
   * widget whose partner chose so, in a new window while this page waits (in place where the browser
   * refuses the window).
   */
  const openGateway = (checkoutUrl: string) => {
    const returned = (href: string) => {
      setStatusOpen(false)
      void router.navigate({ href })
    }
    if (embed?.paymentWindow === 'popup' && openGatewayWindow(checkoutUrl, returned)) return
    embed?.beforeLeaving?.()
    window.location.assign(checkoutUrl)
  }

  /** Where an answer leads: the hosted card page, the wallet's code, the transfer details, or the outcome. */
  const follow = (payment: Payment, otp: OtpChallenge | null, action: PaymentAction) => {
    knownOrderRef.current = payment.orderRef
    if (payment.status === 'requires_action' && payment.checkoutUrl) {
      openGateway(payment.checkoutUrl)
      return
    }
    if (payment.status === 'requires_action' && isWallet(payment.method)) {
      setStatusOpen(false)
      dispatch({
        type: 'stepShown',
        step: {
          kind: 'wallet-otp',
          payment,
          challenge: otp ?? {
            phone: payment.walletMobile ?? '',
            resendAfterSeconds: 0,
            expiresInSeconds: 300,
          },
          payer: action,
        },
      })
      return
    }
    if (payment.status === 'awaiting_transfer' && payment.bankTransfer) {
      setStatusOpen(false)
      dispatch({ type: 'stepShown', step: { kind: 'bank', payment } })
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
    dispatch({ type: 'sendStarted' })
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
      dispatch({
        type: 'sendFailed',
        error: { message: requestErrorText(error, i18n), retry: isUnsettled(error) ? action : null },
      })
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

  useLivePayment(booking.uuid, state.step.kind === 'bank', (payment) => {
    if (payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'expired') {
      showResult(payment)
    }
  })

  /** The action the Continue button stands for, or null with the reason on screen. */
  const buildAction = (): PaymentAction | null => {
    const base = { uuid: booking.uuid, amount: booking.amount }
    if (!method) {
      dispatch({ type: 'methodMissing', message: i18n._(msg`Choose a payment method.`) })
      return null
    }
    if (method === 'card') {
      return {
        ...base,
        method,
        returnUrl: cardReturnUrl(window.location.origin, booking.uuid, locale, embed?.returnQuery),
      }
    }
    if (method === 'bank_transfer') return { ...base, method }
    if (walletChoice.kind === 'account') return { ...base, method, accountId: walletChoice.accountId }
    const parsed = phoneSchema.safeParse(state.mobile)
    if (!parsed.success) {
      dispatch({
        type: 'mobileRefused',
        message: localizeMessage(parsed.error.issues[0]?.message ?? '', locale),
      })
      requestAnimationFrame(() =>
        mainRef.current?.querySelector<HTMLInputElement>('input[name="walletMobile"]')?.focus(),
      )
      return null
    }
    return { ...base, method, mobile: parsed.data }
  }

  const continueToConfirm = () => {
    const action = buildAction()
    if (!action) return
    dispatch({ type: 'confirmRequested', action })
    setConfirmOpen(true)
  }

  const confirm = (action: PaymentAction) => {
    setConfirmOpen(false)
    void sendFromPage(action)
  }

  const verifyCode = async (step: WalletOtpPaymentStep, otp: string) => {
    await send({ ...step.payer, orderRef: step.payment.orderRef, otp } as PaymentAction)
  }

  /** Asks for a new code by sending the wallet's action again; resolves with the new challenge. */
  const resendCode = async (step: WalletOtpPaymentStep) => {
    const response = await process(step.payer)
    knownOrderRef.current = response.payment.orderRef
    const challenge = response.otp ?? step.challenge
    dispatch({ type: 'stepShown', step: { ...step, payment: response.payment, challenge } })
    return challenge
  }

  return {
    ...state,
    available,
    amount,
    walletAccounts,
    selectedAccount,
    expire: () => dispatch({ type: 'expired' }),
    chooseMethod: (next: PaymentMethodId) => dispatch({ type: 'methodChosen', method: next }),
    chooseWalletPayer: (choice: WalletPayerChoice) => dispatch({ type: 'walletChoiceChanged', choice }),
    changeMobile: (mobile: string) => dispatch({ type: 'mobileChanged', mobile }),
    openAddAccount: () => setAddAccountOpen(true),
    addAccount: (account: SavedAccount) => dispatch({ type: 'accountAdded', account }),
    retry: (action: PaymentAction) => void sendFromPage(action),
    continueToConfirm,
    confirm,
    showMethods,
    verifyCode,
    resendCode,
    checkStatus: () => void checkStatus(),
    retryLast,
  }
}
