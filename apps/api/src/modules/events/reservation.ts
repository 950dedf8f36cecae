import { serverMessages } from '@rihla/api-contract'
import type { LocalizedText } from '@rihla/api-contract'
import { EVENT_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/events'
import type { EventBooking, eventReserveRequestSchema } from '@rihla/api-contract/event-booking'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { eventBookings } from '../../db/schema'
import { FieldError, ServiceError } from '../../errors'
import { createPendingBooking } from '../bookings/create'
import { priceIn, ratesOf } from '../inventory/pricing'
import type { TransitCaller } from '../transit/booking'
import { breakdownOf } from '../transit/pricing'
import { eventBookingDetail } from './bookingDetail'
import { takeTickets } from './capacity'
import { saudiTimeOf } from './dates'
import { eventShow, quoteHalalas } from './quotes'
import { eventQuotes } from './sessions'
import type { StoredEventQuote, StoredEventTicket } from './sessions'
import { onSale } from './stock'
import type { EventRow, PassRow, ShowRow } from './stock'
import { venueOf } from './places'

type ReserveRequest = z.output<typeof eventReserveRequestSchema>

/**
 * One ticket per quoted ticket, in the quote's order: with named tickets each carries the next attendee
 * of its pass, and the attendees must be exactly one per ticket of each pass (else 400); without, there
 * must be none (the contact holds the order).
 */
function ticketsFor(
  quote: StoredEventQuote,
  attendees: ReserveRequest['attendees'],
  named: boolean,
): StoredEventTicket[] {
  const mismatch = () => new FieldError('attendees', serverMessages.attendeesMismatch)
  if (!named && attendees.length) throw mismatch()
  const tickets = quote.lines.flatMap((line) => {
    const ofPass = attendees.filter((attendee) => attendee.passId === line.passId)
    if (named && ofPass.length !== line.quantity) throw mismatch()
    return Array.from({ length: line.quantity }, (_, index) => ({
      passId: line.passId,
      seat: line.passId,
      firstName: ofPass[index]?.firstName ?? '',
      lastName: ofPass[index]?.lastName ?? '',
      halalas: line.halalas,
    }))
  })
  if (named && tickets.length !== attendees.length) throw mismatch()
  return tickets
}

/** The booking's summary lines: the show, the venue and the tickets ("2 × VIP, 1 × Grandstand"). */
function detailsOf(event: EventRow, show: ShowRow, passes: readonly PassRow[], quote: StoredEventQuote) {
  const venue = venueOf(event.venue)
  const start = saudiTimeOf(show.startsAt)
  const date = `${start.slice(0, 10)} ${start.slice(11, 16)}`
  const tickets = (language: keyof LocalizedText) =>
    quote.lines
      .map((line) => {
        const pass = passes.find((known) => known.id === line.passId)!
        return `${line.quantity} × ${language === 'ar' ? pass.nameAr : pass.nameEn}`
      })
      .join(language === 'ar' ? '، ' : ', ')
  const when: LocalizedText = {
    en: show.labelEn ? `${date}, ${show.labelEn}` : date,
    ar: show.labelAr ? `${date}، ${show.labelAr}` : date,
  }
  return [
    { label: { en: 'Show', ar: 'العرض' }, value: when },
    { label: { en: 'Venue', ar: 'المكان' }, value: venue.name },
    { label: { en: 'Tickets', ar: 'التذاكر' }, value: { en: tickets('en'), ar: tickets('ar') } },
  ]
}

/**
 * POST /api/v2/events/reservation: the session's quoted tickets for the signed-in traveller, in one
 * transaction: the attendees are checked, the passes' tickets taken (never past their capacity) and a
 * Pending booking made that waits EVENT_PAYMENT_WINDOW_MINUTES for payment. A session books once: asked
 * again by the same traveller it answers the same booking.
 */
export async function reserveEvent(caller: TransitCaller, request: ReserveRequest): Promise<EventBooking> {
  const { db, userId, now } = caller
  const bookingId = await db.transaction(async (tx: Db) => {
    const session = await eventQuotes.open(tx, request.refId, now, true)
    const booked = await eventQuotes.bookingOf(tx, session, userId)
    if (booked) return booked
    const quote = session.quote
    if (!quote) throw new ServiceError('gone', serverMessages.searchExpired)
    const { search } = session
    const { entry, show, passes } = await eventShow(tx, search.eventId, search.showId, now)
    const { event } = entry
    if (!onSale(show, now)) throw new ServiceError('conflict', serverMessages.showNotOnSale)
    const tickets = ticketsFor(quote, request.attendees, event.namedTickets)
    const total = quoteHalalas(quote)
    const breakdown = breakdownOf(total, total)
    const price = priceIn(breakdown, search.currency, await ratesOf(tx))
    const venue = venueOf(event.venue)
    const booking = await createPendingBooking(
      tx,
      {
        type: 'event',
        orderPrefix: 'RH-EV',
        reason: 'event tickets reserved',
        userId,
        providerEn: venue.name.en,
        providerAr: venue.name.ar,
        titleEn: show.labelEn ? `${event.titleEn}, ${show.labelEn}` : event.titleEn,
        titleAr: show.labelAr ? `${event.titleAr}، ${show.labelAr}` : event.titleAr,
        totalAmount: price.total.amount,
        vatAmount: price.vat.amount,
        vatBaseAmount: price.total.amount - price.vat.amount,
        currency: search.currency,
        paymentExpiresAt: new Date(now.getTime() + EVENT_PAYMENT_WINDOW_MINUTES * 60_000),
        travelStartsAt: show.startsAt,
        travelEndsAt: show.endsAt,
        details: detailsOf(event, show, passes, quote),
      },
      now,
    )
    await tx.insert(eventBookings).values({
      bookingId: booking.id,
      refId: session.refId,
      eventId: event.id,
      showId: show.id,
      lines: quote.lines,
      tickets,
      price: breakdown,
      contactEmail: request.contact.email.toLowerCase(),
      contactPhone: request.contact.phone.replace(/[\s-]/g, ''),
      createdAt: now,
    })
    await eventQuotes.book(tx, session, booking.id, booking.paymentExpiresAt!, now)
    // Last, so the passes' rows stay locked (other orders for them waiting) only until the commit.
    await takeTickets(tx, quote.lines)
    return booking.id
  })
  return eventBookingDetail(caller, bookingId)
}
