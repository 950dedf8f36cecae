import type { Booking } from '@rihla/api-contract/bookings'
import type { CancellationQuote, RefundTracker } from '@rihla/api-contract/cancellation'

// Fixtures of the cancellation's tests and stories.

export const UUID = '3f2b8c1a-5d4e-4a6b-9c8d-7e6f5a4b3c2d'
const sar = (amount: number) => ({ amount, currency: 'SAR' })

export const testBooking: Booking = {
  uuid: UUID,
  type: 'railway',
  status: 'Confirmed',
  orderId: 'RT-2026-000077',
  pnr: null,
  provider: 'Haramain High Speed Railway',
  title: 'Makkah to Madinah',
  createdOn: '2026-11-20T06:00:00.000Z',
  amount: sar(40_000),
  vat: null,
  paid: true,
  paymentExpiresAt: null,
  travelDate: '2026-12-20T06:00:00.000Z',
  travelEndDate: null,
  details: [],
  actions: { pay: false, cancel: true, view: true },
}

export const testQuote = (overrides: Partial<CancellationQuote> = {}): CancellationQuote => ({
  uuid: UUID,
  allowed: true,
  reason: null,
  rule: 'Economy: refundable until departure, less a 25% cancellation charge.',
  paid: sar(40_000),
  fee: sar(10_000),
  refund: sar(30_000),
  refundTo: 'card',
  refundExpectedBy: '2026-11-27T15:10:00.000Z',
  ...overrides,
})

export const notAllowedQuote = testQuote({
  allowed: false,
  reason: 'This fare cannot be cancelled online. Our support team can help.',
  rule: 'Value fare: not refundable.',
  fee: sar(40_000),
  refund: sar(0),
  refundTo: null,
  refundExpectedBy: null,
})

export const testRefund = (overrides: Partial<RefundTracker> = {}): RefundTracker => ({
  uuid: UUID,
  status: 'in_progress',
  fee: sar(10_000),
  refund: sar(30_000),
  refundTo: 'card',
  refundExpectedBy: '2026-11-27T15:10:00.000Z',
  refundedAt: null,
  steps: [
    { status: 'Cancelled', at: '2026-11-27T15:00:00.000Z', by: 'traveller' },
    { status: 'Refund In Progress', at: '2026-11-27T15:00:00.000Z', by: 'traveller' },
  ],
  ...overrides,
})
