import type { Booking } from '@rihla/api-contract/bookings'
import type { DeskRequest, SupportMessage, SupportRequest } from '@rihla/api-contract/support'

// Requests, messages and bookings as the server sends them, for tests and stories alike.

let serial = 0
const next = () => String((serial += 1)).padStart(12, '0')

export const BOOKING_UUID = '3f6c2a1e-8b4d-4c7a-9e2f-000000000099'

/** A message as the server stores it: the agent's unless told otherwise. */
export function testMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  const id = next()
  return {
    id: `7c1e2d3f-0000-4000-8000-${id}`,
    requestId: '0b6f3f4e-0000-4000-8000-000000000001',
    clientId: `client-${id}`,
    author: 'agent',
    body: `Message ${id}`,
    attachments: [],
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, 0, serial)).toISOString(),
    readAt: null,
    ...overrides,
  }
}

/** An open request about a Confirmed bus booking. */
export function testRequest(overrides: Partial<SupportRequest> = {}): SupportRequest {
  return {
    id: '0b6f3f4e-0000-4000-8000-000000000001',
    ticketNumber: 'RS-000042',
    issue: 'change',
    status: 'open',
    booking: {
      uuid: BOOKING_UUID,
      type: 'bus',
      status: 'Confirmed',
      orderId: 'RH-TEST-06',
      title: 'Riyadh to Dammam',
      travelDate: '2026-12-03T06:00:00.000Z',
    },
    description: 'Please move my trip by a day.',
    createdAt: '2026-11-27T09:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    lastMessage: null,
    unreadCount: 0,
    ...overrides,
  }
}

export function testDeskRequest(overrides: Partial<DeskRequest> = {}): DeskRequest {
  return {
    ...testRequest(),
    traveller: { name: 'Sara Alharbi', email: 'sara@example.com', phone: '+966500000001' },
    assignee: null,
    ...overrides,
  }
}

/** The booking of `testRequest`, as My Bookings sends it. */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    uuid: BOOKING_UUID,
    type: 'bus',
    status: 'Confirmed',
    orderId: 'RH-TEST-06',
    pnr: null,
    provider: 'SAPTCO',
    title: 'Riyadh to Dammam',
    createdOn: '2026-11-20T06:00:00.000Z',
    amount: { amount: 12_000, currency: 'SAR' },
    vat: null,
    paid: true,
    paymentExpiresAt: null,
    travelDate: '2026-12-03T06:00:00.000Z',
    travelEndDate: null,
    details: [],
    actions: { pay: false, cancel: true, view: true },
    ...overrides,
  }
}
