import { createHmac, timingSafeEqual } from 'node:crypto'
import { serverMessages } from '@rihla/api-contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, eventBookings, transitBookings } from '../../db/schema'
import { ServiceError } from '../../errors'

// A train, bus or event ticket's reference, which its QR code carries: `{order id}.{traveller}.{signature}`.
// The signature is an HMAC of the booking, the traveller and their seat under a key derived from the
// server's secret, so anyone can read a reference but only this server can make one, and the check
// call tells a real ticket from a forged or altered one. A booking's references exist once it is paid:
// the payment's confirmation is what issues its tickets.

// A type, not an interface: it is stored as JSON, which takes only types with an index signature.
export type TicketTraveller = {
  firstName: string
  lastName: string
  seat: string | null
}

const SIGNATURE_LENGTH = 22

/** A key of its own for tickets, so a ticket signature can never stand for any other of the server's. */
const ticketKey = (secret: string) =>
  createHmac('sha256', secret).update('rihla:ticket-reference:v1').digest()

function signature(secret: string, bookingId: string, index: number, traveller: TicketTraveller) {
  const signed = [bookingId, index, traveller.seat ?? '-', traveller.lastName.toLowerCase()].join('|')
  return createHmac('sha256', ticketKey(secret)).update(signed).digest('base64url').slice(0, SIGNATURE_LENGTH)
}

/** The signed reference of a paid booking's traveller. */
export const ticketReference = (
  secret: string,
  booking: { id: string; orderRef: string },
  index: number,
  traveller: TicketTraveller,
) => `${booking.orderRef}.${index}.${signature(secret, booking.id, index, traveller)}`

/** The booking and the traveller (or event attendee) a reference's order and index name, if any. */
async function ticketHolderOf(db: Db, orderRef: string, index: number) {
  const [transit] = await db
    .select()
    .from(bookings)
    .innerJoin(transitBookings, eq(transitBookings.bookingId, bookings.id))
    .where(eq(bookings.orderRef, orderRef))
    .limit(1)
  if (transit)
    return {
      booking: transit.bookings,
      traveller: transit.transit_bookings.travellers[index] as TicketTraveller | undefined,
    }
  const [event] = await db
    .select()
    .from(bookings)
    .innerJoin(eventBookings, eq(eventBookings.bookingId, bookings.id))
    .where(eq(bookings.orderRef, orderRef))
    .limit(1)
  if (!event) return null
  const ticket = event.event_bookings.tickets[index] as (TicketTraveller & { passId: string }) | undefined
  return { booking: event.bookings, traveller: ticket }
}

/**
 * POST /api/v2/tickets/verify: the ticket a reference stands for, when this server signed it for a
 * traveller of a paid booking that still stands (a train, bus or event ticket); anything else is refused
 * as not a valid ticket. An event ticket without a name answers its order as the traveller.
 */
export async function verifyTicket(db: Db, secret: string, reference: string) {
  const refuse = () => new ServiceError('not_found', serverMessages.ticketInvalid)
  const match = /^(RH-[A-Z]+-[0-9A-F]+)\.(\d{1,2})\.([\w-]+)$/.exec(reference.trim())
  if (!match) throw refuse()
  const [, orderRef, indexText, given] = match as unknown as [string, string, string, string]
  const index = Number(indexText)
  const found = await ticketHolderOf(db, orderRef, index)
  const traveller = found?.traveller
  if (!found || !traveller || !found.booking.paidAt) throw refuse()
  const expected = Buffer.from(signature(secret, found.booking.id, index, traveller))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw refuse()
  const { booking } = found
  if (booking.status !== 'Confirmed') throw refuse()
  const name = `${traveller.firstName} ${traveller.lastName}`.trim()
  return {
    valid: true as const,
    bookingType: booking.type,
    orderId: booking.orderRef,
    status: booking.status,
    traveller: name || booking.orderRef,
    seat: traveller.seat,
    travelDate: booking.travelStartsAt?.toISOString() ?? null,
  }
}
