import type { PaymentMethodId } from '@rihla/api-contract/payments'
import { searchEnum, searchText } from '@rihla/core/routing'

// Restated rather than imported: the contract's payments module registers its schemas when loaded,
// and the routes load with the first page.
const METHODS = ['card', 'bank_transfer', 'stc_pay', 'urpay'] as const satisfies readonly PaymentMethodId[]

/** The payment screen's address: the method to start on (Retry with the same method). */
export const paymentSearch = (search: Record<string, unknown>) => ({
  method: searchEnum(METHODS, search.method),
})
export type PaymentSearch = Partial<ReturnType<typeof paymentSearch>>

/** The response page's address: the attempt's order reference, as the hosted card page returns it. */
export const paymentResponseSearch = (search: Record<string, unknown>) => ({
  ref: searchText(search.ref, 100),
})
