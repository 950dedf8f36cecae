import type {
  OtpChallenge,
  Payment,
  PaymentMethodId,
  PaymentMethodsResponse,
  SavedAccount,
} from '@rihla/api-contract/payments'
import type { WalletPayerChoice } from './components/WalletPayer/WalletPayer'
import type { PaymentAction } from './usePaymentProcess'

export type PaymentStep =
  | { kind: 'choose' }
  | { kind: 'wallet-otp'; payment: Payment; challenge: OtpChallenge; payer: PaymentAction }
  | { kind: 'bank'; payment: Payment }

export type WalletOtpPaymentStep = Extract<PaymentStep, { kind: 'wallet-otp' }>

/** A failed request shown on the page; `retry` is set when the same action may be sent again. */
export interface PageError {
  message: string
  retry: PaymentAction | null
}

export interface PaymentFlowState {
  expired: boolean
  method: PaymentMethodId | null
  accounts: SavedAccount[]
  walletChoice: WalletPayerChoice
  mobile: string
  mobileError: string | null
  methodError: string | null
  step: PaymentStep
  pageError: PageError | null
  /** The action the confirm dialog asks about. */
  pendingAction: PaymentAction | null
}

export type PaymentFlowEvent =
  | { type: 'expired' }
  | { type: 'methodChosen'; method: PaymentMethodId }
  | { type: 'walletChoiceChanged'; choice: WalletPayerChoice }
  | { type: 'mobileChanged'; mobile: string }
  | { type: 'accountAdded'; account: SavedAccount }
  | { type: 'methodMissing'; message: string }
  | { type: 'mobileRefused'; message: string }
  | { type: 'confirmRequested'; action: PaymentAction }
  | { type: 'sendStarted' }
  | { type: 'sendFailed'; error: PageError }
  | { type: 'stepShown'; step: PaymentStep }

const firstAccountOf = (
  accounts: readonly SavedAccount[],
  method: PaymentMethodId | null,
): WalletPayerChoice => {
  const account = accounts.find((candidate) => candidate.method === method)
  return account ? { kind: 'account', accountId: account.id } : { kind: 'mobile' }
}

/** The step a reload resumes: a bank transfer still waiting shows its details again. */
function initialStep(latest: Payment | null): PaymentStep {
  if (latest?.method === 'bank_transfer' && latest.status === 'awaiting_transfer' && latest.bankTransfer) {
    return { kind: 'bank', payment: latest }
  }
  return { kind: 'choose' }
}

export function initialPaymentFlowState({
  data,
  initialMethod,
}: {
  data: PaymentMethodsResponse
  initialMethod: PaymentMethodId | undefined
}): PaymentFlowState {
  const { booking } = data
  const method =
    initialMethod &&
    data.methods.some((candidate) => candidate.available && candidate.method === initialMethod)
      ? initialMethod
      : null
  return {
    expired:
      booking.status === 'Expired' ||
      (booking.paymentExpiresAt !== null && Date.parse(booking.paymentExpiresAt) <= Date.now()),
    method,
    accounts: data.accounts,
    walletChoice: firstAccountOf(data.accounts, method),
    mobile: '',
    mobileError: null,
    methodError: null,
    step: initialStep(data.latestPayment),
    pageError: null,
    pendingAction: null,
  }
}

export function paymentFlowReducer(state: PaymentFlowState, event: PaymentFlowEvent): PaymentFlowState {
  switch (event.type) {
    case 'expired':
      return { ...state, expired: true }
    case 'methodChosen':
      return {
        ...state,
        method: event.method,
        // Each wallet starts on its first saved account, if it has one.
        walletChoice: firstAccountOf(state.accounts, event.method),
        mobileError: null,
        methodError: null,
        pageError: null,
      }
    case 'walletChoiceChanged':
      return { ...state, walletChoice: event.choice }
    case 'mobileChanged':
      return { ...state, mobile: event.mobile, mobileError: null }
    case 'accountAdded':
      return {
        ...state,
        accounts: [...state.accounts.filter((item) => item.id !== event.account.id), event.account],
        walletChoice: { kind: 'account', accountId: event.account.id },
      }
    case 'methodMissing':
      return { ...state, methodError: event.message }
    case 'mobileRefused':
      return { ...state, mobileError: event.message }
    case 'confirmRequested':
      return { ...state, pendingAction: event.action }
    case 'sendStarted':
      return { ...state, pageError: null }
    case 'sendFailed':
      return { ...state, pageError: event.error }
    case 'stepShown':
      return { ...state, step: event.step }
  }
}
