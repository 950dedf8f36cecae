import type {
  PaymentInquiryResponse,
  ProcessPaymentRequest,
  ProcessPaymentResponse,
} from '@rihla/api-contract/payments'
import { isApiError } from '@rihla/api-clients'
import { useApi, useLocale } from '@rihla/core'
import { useRef } from 'react'

type WithoutKey<T> = T extends unknown ? Omit<T, 'idempotencyKey'> : never

/** A process request as the screen builds it; the hook adds the idempotency key. */
export type PaymentAction = WithoutKey<ProcessPaymentRequest>

/**
 * Statuses after which the server may or may not have acted on the call: a retry of the same action
 * must carry the same key so the gateway answers it once. Any other answer settles the action.
 */
const UNSETTLED_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** True when the call went unanswered (or answered "try again"): its action may be retried as is. */
export function isUnsettled(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.kind === 'network' || error.kind === 'timeout') return true
  return error.kind === 'http' && error.status !== undefined && UNSETTLED_STATUSES.has(error.status)
}

/**
 * POST /process with an idempotency key per traveller action. The key is made when an action is
 * first sent and reused only when that same action is sent again after an unsettled failure (the
 * traveller pressed Try again): the gateway then returns the first answer and never charges twice.
 * Nothing here ever resubmits on its own; past the 90 s timeout the screen asks GET /inquiry.
 */
export function usePaymentProcess() {
  const api = useApi()
  const locale = useLocale()
  const pending = useRef<{ signature: string; key: string } | null>(null)

  const process = async (action: PaymentAction): Promise<ProcessPaymentResponse> => {
    const signature = JSON.stringify(action)
    const key = pending.current?.signature === signature ? pending.current.key : crypto.randomUUID()
    pending.current = { signature, key }
    try {
      const response = await api.call(
        'processPayment',
        { query: { sdk: 'force' }, body: { ...action, idempotencyKey: key } },
        { locale },
      )
      pending.current = null
      return response
    } catch (error) {
      if (!isUnsettled(error)) pending.current = null
      throw error
    }
  }

  /** What became of an action whose call timed out: its attempt by order reference, else the booking's newest. */
  const inquire = (action: PaymentAction): Promise<PaymentInquiryResponse> =>
    api.call(
      'paymentInquiry',
      {
        query:
          'orderRef' in action && action.orderRef ? { order_ref_id: action.orderRef } : { uuid: action.uuid },
      },
      { locale },
    )

  return { process, inquire }
}
