// The public surface of @rihla/payments: what a vertical's review step needs to hand a booking over.
export { paymentsFragment } from './fragment'
export { paymentHref, paymentResponseHref } from './paymentHref'
export { PayLink } from './components/PayLink'
export type { PayLinkProps } from './components/PayLink'
