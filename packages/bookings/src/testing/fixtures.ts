import type { Booking, BookingsPage } from '@rihla/api-contract/bookings'
import type { FakeHandlers } from '@rihla/core/testing'
import { renderApp, siteHandlers, storeSignedInUser } from '@rihla/core/testing'
import { errorRoutesFragment } from '@rihla/core/routing'
import { bookingsFragment } from '../index'
import { harnessRouteTree } from './harness-router'

let serial = 0

/** A booking as the server sends it; a Pending Saudia flight unless told otherwise. */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  serial += 1
  return {
    uuid: `3f6c2a1e-8b4d-4c7a-9e2f-${String(serial).padStart(12, '0')}`,
    type: 'airline',
    status: 'Pending',
    orderId: `RH-TEST-${String(serial).padStart(2, '0')}`,
    pnr: 'K7QX2M',
    provider: 'Saudia',
    title: 'Riyadh to Jeddah (RUH → JED)',
    createdOn: '2026-11-20T06:00:00.000Z',
    amount: { amount: 117_800, currency: 'SAR' },
    vat: null,
    paid: false,
    paymentExpiresAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    travelDate: '2026-12-01T05:10:00.000Z',
    travelEndDate: null,
    details: [{ label: 'Flight', value: 'SV 1024' }],
    actions: { pay: true, cancel: false, view: true },
    ...overrides,
  }
}

export const pageOf = (bookings: Booking[], overrides: Partial<BookingsPage> = {}): BookingsPage => ({
  bookings,
  page: 1,
  pageSize: 10,
  total: bookings.length,
  totalPages: bookings.length ? 1 : 0,
  ...overrides,
})

/** My Bookings as a signed-in visitor (or a visitor, with `signedIn: false`) opens it at `path`. */
export async function renderBookings(
  path: string,
  handlers: FakeHandlers,
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  if (signedIn) storeSignedInUser()
  return renderApp(path, {
    routeTree: harnessRouteTree,
    handlers: siteHandlers(handlers),
    catalogs: [errorRoutesFragment.catalog, bookingsFragment.catalog],
  })
}
