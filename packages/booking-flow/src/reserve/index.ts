// The reservation at the end of a booking flow: reserve, pay, forget the draft.
export { useReserveAndPay } from './useReserveAndPay'
export type { ReserveAndPayOptions } from './useReserveAndPay'
export { BookAndPay } from './BookAndPay'
export { problemsOf } from './problemsOf'
export { usePriceCheck } from './usePriceCheck'
