import { serverMessages } from '@rihla/api-contract'
import type { EventBooking, EventTicket } from '@rihla/api-contract/event-booking'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, eventBookings, eventShows } from '../../db/schema'
import { ServiceError } from '../../errors'
import { toBooking } from '../bookings/service'
import { convert, priceIn, ratesOf } from '../inventory/pricing'
import type { SarBreakdown } from '../inventory/pricing'
import type { TransitCaller } from '../transit/booking'
import { ticketReference } from '../transit/tickets'
import type { StoredEventQuote, StoredEventTicket } from './sessions'
import { eventOnSale, passesOf } from './stock'
import { toDetail, toPass, toShowTimes } from './views'
import type { View } from './views'

/** An event booking of the traveller `userId`; another user's is as unknown as a missing one. */
async function eventBookingOf(db: Db, userId: string, uuid: string) {
  const [found] = await db
    .select()
    .from(bookings)
    .innerJoin(eventBookings, eq(eventBookings.bookingId, bookings.id))
    .innerJoin(eventShows, eq(eventShows.id, eventBookings.showId))
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId), eq(bookings.type, 'event')))
    .limit(1)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  return found
}

/**
 * POST /api/v2/events/booking-detail: an event booking of the signed-in traveller with one e-ticket
 * per ticket, each signed (the reference its QR code carries) once the booking is paid and confirmed.
 */
export async function eventBookingDetail(caller: TransitCaller, uuid: string): Promise<EventBooking> {
  const { db, secret, userId, locale, now } = caller
  const found = await eventBookingOf(db, userId, uuid)
  const row = found.bookings
  const stored = found.event_bookings
  // The show's date and time as booked: the catalogue's shows are dated afresh each time it is seeded.
  const show = { ...found.event_shows, startsAt: row.travelStartsAt!, endsAt: row.travelEndsAt! }
  const onSale = (await eventOnSale(db, stored.eventId, now))!
  const passes = await passesOf(db, [show.id])
  // Once its last show has started an event has none on sale; its booking still shows the one booked.
  const entry = onSale.shows.length ? onSale : { ...onSale, shows: [{ show, passes }] }
  const view: View = { locale, currency: row.currency, rates: await ratesOf(db) }
  const passOf = (id: string) => passes.find((pass) => pass.id === id)!
  const lines = stored.lines as unknown as StoredEventQuote['lines']
  const tickets = stored.tickets as unknown as StoredEventTicket[]
  const paid = row.paidAt !== null && row.status === 'Confirmed'
  const ar = locale === 'ar'
  return {
    booking: toBooking(row, locale, now),
    refId: stored.refId,
    event: toDetail(entry, view),
    show: toShowTimes(show, locale),
    lines: lines.map((line) => ({
      pass: toPass(passOf(line.passId), view),
      quantity: line.quantity,
      amount: convert(line.halalas * line.quantity, row.currency, view.rates),
    })),
    tickets: tickets.map((ticket, index): EventTicket => ({
      passId: ticket.passId,
      passName: ar ? passOf(ticket.passId).nameAr : passOf(ticket.passId).nameEn,
      attendee: ticket.firstName ? `${ticket.firstName} ${ticket.lastName}` : null,
      price: convert(ticket.halalas, row.currency, view.rates),
      reference: paid ? ticketReference(secret, row, index, ticket) : null,
    })),
    price: priceIn(stored.price as unknown as SarBreakdown, row.currency, view.rates),
    contact: { email: stored.contactEmail, phone: stored.contactPhone },
  }
}
