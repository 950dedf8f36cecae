import type { Booking } from '@rihla/api-contract/bookings'
import type {
  Payment,
  PaymentMethod,
  PaymentMethodsResponse,
  SavedAccount,
} from '@rihla/api-contract/payments'
import { errorRoutesFragment } from '@rihla/core/routing'
import type { FakeHandlers } from '@rihla/core/testing'
import { renderApp, siteHandlers, storeSignedInUser } from '@rihla/core/testing'
import { paymentsFragment } from '../fragment'
import { harnessRouteTree } from './harness-router'

export const BOOKING_UUID = '3f6c2a1e-8b4d-4c7a-9e2f-000000000001'

/** A Pending Saudia flight with two hours left to pay, unless told otherwise. */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    uuid: BOOKING_UUID,
    type: 'airline',
    status: 'Pending',
    orderId: 'RH-TEST-01',
    pnr: null,
    provider: 'Saudia',
    title: 'Riyadh to Jeddah (RUH → JED)',
    createdOn: '2026-11-20T06:00:00.000Z',
    amount: { amount: 117_800, currency: 'SAR' },
    vat: {
      ratePercent: 15,
      base: { amount: 53_127, currency: 'SAR' },
      amount: { amount: 7_969, currency: 'SAR' },
    },
    paid: false,
    paymentExpiresAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    travelDate: '2026-12-01T05:10:00.000Z',
    travelEndDate: null,
    details: [],
    actions: { pay: true, cancel: false, view: true },
    ...overrides,
  }
}

const method = (id: PaymentMethod['method'], overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  method: id,
  available: true,
  unavailableReason: null,
  minAmount: { amount: 100, currency: 'SAR' },
  maxAmount: { amount: 5_000_000, currency: 'SAR' },
  brands: id === 'card' ? ['mada', 'visa', 'mastercard'] : [],
  ...overrides,
})

/** Every method; `overrides` changes some of them. */
export function testMethods(
  overrides: Partial<Record<PaymentMethod['method'], Partial<PaymentMethod>>> = {},
) {
  return (['card', 'bank_transfer', 'stc_pay', 'urpay'] as const).map((id) => method(id, overrides[id]))
}

export const testAccount = (overrides: Partial<SavedAccount> = {}): SavedAccount => ({
  id: 'acct-1',
  method: 'stc_pay',
  mobile: '+966 5• ••• 4567',
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
})

export function testMethodsResponse(overrides: Partial<PaymentMethodsResponse> = {}): PaymentMethodsResponse {
  return { booking: testBooking(), methods: testMethods(), accounts: [], latestPayment: null, ...overrides }
}

export function testPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    orderRef: 'ORD-0001',
    bookingUuid: BOOKING_UUID,
    method: 'card',
    status: 'requires_action',
    amount: { amount: 117_800, currency: 'SAR' },
    failureReason: null,
    checkoutUrl: null,
    card: null,
    walletMobile: null,
    bankTransfer: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  }
}

/** A payment page as a signed-in visitor opens it at `path`. */
export async function renderPayments(path: string, handlers: FakeHandlers) {
  storeSignedInUser()
  return renderApp(path, {
    routeTree: harnessRouteTree,
    handlers: siteHandlers(handlers),
    catalogs: [errorRoutesFragment.catalog, paymentsFragment.catalog],
  })
}

export const PAY_PATH = `/flights/payments/${BOOKING_UUID}`
