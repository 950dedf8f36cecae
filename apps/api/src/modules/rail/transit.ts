import { serverMessages } from '@rihla/api-contract'
import type { Locale, LocalizedText, Message } from '@rihla/api-contract'
import type { BusConcession } from '@rihla/api-contract/buses'
import type { BookingType } from '@rihla/api-contract/bookings'
import type { PassengerType } from '@rihla/api-contract/passenger'
import type { TransitTicket } from '@rihla/api-contract/trains'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, transitBookings } from '../../db/schema'
import { FieldError, ServiceError } from '../../errors'
import { reholdSeats } from '../inventory/holds'
import type { SeatHold } from '../inventory/holds'
import { convert } from '../inventory/pricing'
import type { Rates, SarBreakdown } from '../inventory/pricing'
import { SESSION_IDLE_MS } from '../search-sessions/service'
import type { SearchSession, searchSessionsOf } from '../search-sessions/service'
import { ticketReference } from './tickets'
import type { TicketTraveller } from './tickets'

// What train and bus bookings share: travellers on seats, their stored form and their tickets.

/** Who a train or bus booking call acts for, and what its answer is written with. */
export interface TransitCaller {
  db: Db
  /** The server's secret, which ticket references are signed under. */
  secret: string
  userId: string
  locale: Locale
  now: Date
}

/** Concessions an operator gives, as named on the ticket. */
export const CONCESSION_NAMES: Record<BusConcession, LocalizedText> = {
  disability: { en: 'Disability concession, 50% off', ar: 'تخفيض ذوي الإعاقة، خصم 50٪' },
}

export type StoredTraveller = TicketTraveller & {
  type: PassengerType
  concession?: BusConcession | null
  prefix: string
  nationality: string
  dateOfBirth: string | null
  halalas: number
}

/** Each adult and child on the next held seat, in order; an infant on a lap, without seat or fare. */
export function seatTravellers(
  passengers: readonly {
    type: PassengerType
    prefix: string
    firstName: string
    lastName: string
    nationality: string
    dateOfBirth?: string | null | undefined
  }[],
  holds: readonly SeatHold[],
  fares: Record<PassengerType, number>,
): StoredTraveller[] {
  let next = 0
  return passengers.map((passenger) => ({
    type: passenger.type,
    prefix: passenger.prefix,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    nationality: passenger.nationality,
    dateOfBirth: passenger.dateOfBirth ?? null,
    seat: passenger.type === 'infant' ? null : holds[next++]!.seat,
    halalas: fares[passenger.type],
  }))
}

/** A train or bus booking of the traveller `userId`; another user's is as unknown as a missing one. */
export async function transitBookingOf(db: Db, userId: string, uuid: string, type: BookingType) {
  const [found] = await db
    .select()
    .from(bookings)
    .innerJoin(transitBookings, eq(transitBookings.bookingId, bookings.id))
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId), eq(bookings.type, type)))
    .limit(1)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  return {
    row: found.bookings,
    stored: found.transit_bookings,
    travellers: found.transit_bookings.travellers as unknown as StoredTraveller[],
  }
}

/** One ticket per traveller; its signed reference only once the booking is paid and confirmed. */
export function ticketsOf(
  secret: string,
  row: typeof bookings.$inferSelect,
  travellers: readonly StoredTraveller[],
  rates: Rates,
  locale: Locale,
): TransitTicket[] {
  const paid = row.paidAt !== null && row.status === 'Confirmed'
  return travellers.map((traveller, index) => ({
    type: traveller.type,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    seat: traveller.seat,
    fare: convert(traveller.halalas, row.currency, rates),
    concession: traveller.concession ? CONCESSION_NAMES[traveller.concession][locale] : null,
    reference: paid ? ticketReference(secret, row, index, traveller) : null,
  }))
}

type SeatSessions<Search, Quote> = ReturnType<typeof searchSessionsOf<Search, Quote, SeatHold>>

/**
 * A seat map call on a session (a train's coaches, a bus's deck). Without `wanted` it only looks: the
 * vehicle becomes the session's choice unless seats are already held elsewhere. With `wanted`, the
 * session then holds exactly those seats (one per seated traveller at most), all or none: a seat not
 * on the vehicle, refused to this party (`refusal`) or taken by someone else is a 409.
 */
export async function chooseSeats<Search extends { adults: number; children: number }, Quote>(
  tx: Db,
  store: SeatSessions<Search, Quote>,
  open: SearchSession<Search, Quote, SeatHold>,
  choice: {
    wanted: readonly string[] | undefined
    current: SeatHold[]
    quote: Quote
    free: ReadonlySet<string>
    known: (seat: string) => boolean
    refusal?: (seat: string) => Message | null
    keyOf: (seat: string) => string
  },
  now: Date,
) {
  if (!choice.wanted) {
    const chosen = !open.holds.length && !open.bookingId
    const session = await store.renew(tx, open, now, chosen ? { quote: choice.quote } : {})
    return { session, holds: choice.current }
  }
  if (open.bookingId) throw new ServiceError('conflict', serverMessages.searchAlreadyBooked)
  const wanted = [...new Set(choice.wanted)]
  if (wanted.length > open.search.adults + open.search.children)
    throw new FieldError('seats', serverMessages.passengersMismatch)
  const fresh = wanted.filter((seat) => !choice.current.some((hold) => hold.seat === seat))
  if (fresh.some((seat) => !choice.known(seat)))
    throw new ServiceError('conflict', serverMessages.seatUnavailable)
  for (const seat of fresh) {
    const refused = choice.refusal?.(seat)
    if (refused) throw new ServiceError('conflict', refused)
  }
  if (fresh.some((seat) => !choice.free.has(seat)))
    throw new ServiceError('conflict', serverMessages.seatTaken)
  // Seats let go (or held on another vehicle) end now; the transaction undoes it if a new seat is taken.
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS)
  const holds = await reholdSeats(tx, open.holds, wanted, choice.keyOf, expiresAt, now)
  if (!holds) throw new ServiceError('conflict', serverMessages.seatTaken)
  const session = await store.renew(tx, open, now, { quote: choice.quote, holds })
  return { session, holds }
}

/**
 * Records a new train or bus booking's trip and gives it the session's seats: the holds now wait for
 * its payment, and go back on sale if it expires unpaid.
 */
export async function bookTransit<Search, Quote>(
  tx: Db,
  store: SeatSessions<Search, Quote>,
  session: SearchSession<Search, Quote, SeatHold>,
  values: {
    booking: { id: string; paymentExpiresAt: Date | null }
    trip: object
    travellers: StoredTraveller[]
    holds: SeatHold[]
    quote?: Quote
    price: SarBreakdown
    contact: { email: string; phone: string }
  },
  now: Date,
) {
  await tx.insert(transitBookings).values({
    bookingId: values.booking.id,
    refId: session.refId,
    trip: values.trip as Record<string, unknown>,
    travellers: values.travellers,
    price: values.price,
    contactEmail: values.contact.email.toLowerCase(),
    contactPhone: values.contact.phone.replace(/[\s-]/g, ''),
    createdAt: now,
  })
  const withSeats = await store.renew(tx, session, now, {
    holds: values.holds,
    ...(values.quote && { quote: values.quote }),
  })
  await store.book(tx, withSeats, values.booking.id, values.booking.paymentExpiresAt!, now)
}
