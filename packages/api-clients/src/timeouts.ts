/** Client timeouts in milliseconds (SPEC.md §9). */
export const timeouts = {
  /** Every call of the partner, consumer and client APIs unless the endpoint or the call says otherwise. */
  default: 60_000,
  /** GET /widget: the app cannot start without it, so it gives up sooner. */
  widget: 10_000,
  /** POST /api/v2/financial/process: the gateway may take longer than any other call. */
  paymentProcessing: 90_000,
} as const

export type Timeouts = typeof timeouts
