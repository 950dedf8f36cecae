import type { PaymentMethodId, WalletMethod } from '@rihla/api-contract/payments'

export const isWallet = (method: PaymentMethodId | null): method is WalletMethod =>
  method === 'stc_pay' || method === 'urpay'
