import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { BookingType } from '@rihla/api-contract/bookings'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { PassengerCounts, PassengerType } from '@rihla/api-contract/passenger'
import type { TransitTicket } from '@rihla/api-contract/train-booking'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, transitBookings } from '../../db/schema'
import { ServiceError } from '../../errors'
import { createPendingBooking } from '../bookings/create'
import type { PendingBookingInput } from '../bookings/create'
import { moveBooking, toBooking } from '../bookings/service'
import { checkPassengers } from '../bookings/travellers'
import { topUpSeats } from '../inventory/holds'
import type { SeatHold } from '../inventory/holds'
import { convert, priceIn, ratesOf } from '../inventory/pricing'
import type { Rates, SarBreakdown } from '../inventory/pricing'
import type { SearchSession } from '../search-sessions/service'
import { checkConcessions, concessionLabel, lessConcession } from './concessions'
import type { Concession, ConcessionPercents } from './concessions'
import { breakdownOf } from './pricing'
import type { SeatSessions } from './seats'
import { ticketReference } from './tickets'
import type { TicketTraveller } from './tickets'

// What train and bus bookings share: the order of a reservation (session, party, seats, fares,
// concessions, the pending booking and its holds), travellers on seats in their stored form, and the
// booking detail with one ticket per traveller.

/** Who a train or bus booking call acts for, and what its answer is written with. */
export interface TransitCaller {
  db: Db
  /** The server's secret, which ticket references are signed under. */
  secret: string
  userId: string
  locale: Locale
  now: Date
}

type StoredTraveller = TicketTraveller & {
  type: PassengerType
  concession?: Concession | null
  /** The concession's percent off as sold. */
  concessionPercent?: number
  prefix: string
  nationality: string
  dateOfBirth: string | null
  halalas: number
}

/** Each adult and child on the next held seat, in order; an infant on a lap, without seat or fare. */
function seatTravellers(
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

type TransitSearch = PassengerCounts & { date: string; currency: string }
export type TransitSession<Search, Quote> = SearchSession<Search, Quote, SeatHold>

export interface TransitRequest {
  refId: string
  passengers: { type: PassengerType; concession?: Concession | null | undefined }[]
  contact: { email: string; phone: string }
}

/** What a train or bus reservation adds to the shared order: its vehicle, seats, fares and booking. */
export interface TransitOrder<Quote> {
  /** The session's seats on the vehicle, in the order chosen. */
  own: SeatHold[]
  /** Free seats for travellers who chose none, best first. */
  candidates: string[]
  keyOf: (seat: string) => string
  /** One adult's and one child's fare, in halalas, before concessions; an infant travels free. */
  fares: { adult: number; child: number }
  /** The party's fares before any discount (an early purchase's, a concession's). */
  fullHalalas: number
  booking: Pick<
    PendingBookingInput,
    | 'type'
    | 'orderPrefix'
    | 'reason'
    | 'providerEn'
    | 'providerAr'
    | 'titleEn'
    | 'titleAr'
    | 'travelStartsAt'
    | 'travelEndsAt'
  >
  /** The booking's summary lines, given its seats (`3-1A, 3-1B`). */
  details: (seats: string) => NonNullable<PendingBookingInput['details']>
  /** What `transit_bookings.trip` keeps of the trip. */
  trip: object
  /** The session's choice as booked, when the order moved it (another departure). */
  quote?: Quote
}

/**
 * A train or bus reservation for the signed-in traveller, in one transaction: the session's party is
 * checked (the vertical's own rules, then each passenger and their concession), each adult and child
 * gets a seat the session holds on the vehicle, in the order chosen, and any without one the first free
 * of `candidates`; infants ride on a lap. The pending booking then takes the holds, which wait for its
 * payment. A session already booked by this traveller answers that booking. Returns the booking's id.
 */
export async function reserveTransit<Search extends TransitSearch, Quote>(
  caller: TransitCaller,
  store: SeatSessions<Search, Quote>,
  request: TransitRequest,
  rules: {
    checkParty?: (passengers: TransitRequest['passengers']) => void
    concessions: ConcessionPercents
    paymentWindowMinutes: number
  },
  plan: (tx: Db, session: TransitSession<Search, Quote>) => Promise<TransitOrder<Quote>>,
): Promise<string> {
  const { db, userId, now } = caller
  return db.transaction(async (tx) => {
    const session = await store.open(tx, request.refId, now, true)
    const booked = await store.bookingOf(tx, session, userId)
    if (booked) return booked
    rules.checkParty?.(request.passengers)
    const { search } = session
    const passengers = checkPassengers(request.passengers, search, {
      travelDate: search.date,
      domestic: true,
      today: todayInSaudiArabia(now),
    })
    const concessions = checkConcessions(request.passengers, rules.concessions)
    const order = await plan(tx, session)
    const seated = search.adults + search.children
    const { own, candidates, keyOf } = order
    const holds = await topUpSeats(tx, own, candidates, seated, keyOf, session.expiresAt, now)
    if (!holds) throw new ServiceError('conflict', serverMessages.noAvailability)
    const travellers = seatTravellers(passengers, holds, { ...order.fares, infant: 0 }).map(
      (traveller, index) => {
        const concession = concessions[index]!
        if (!concession) return { ...traveller, concession: null }
        const percent = rules.concessions[concession]!
        const halalas = lessConcession(traveller.halalas, percent)
        return { ...traveller, concession, concessionPercent: percent, halalas }
      },
    )
    const paid = travellers.reduce((total, traveller) => total + traveller.halalas, 0)
    const breakdown = breakdownOf(order.fullHalalas, paid)
    const price = priceIn(breakdown, search.currency, await ratesOf(tx))
    const booking = await createPendingBooking(
      tx,
      {
        ...order.booking,
        userId,
        totalAmount: price.total.amount,
        vatAmount: price.vat.amount,
        vatBaseAmount: price.total.amount - price.vat.amount,
        currency: search.currency,
        paymentExpiresAt: new Date(now.getTime() + rules.paymentWindowMinutes * 60_000),
        details: order.details(holds.map((hold) => hold.seat).join(', ')),
      },
      now,
    )
    await tx.insert(transitBookings).values({
      bookingId: booking.id,
      refId: session.refId,
      trip: order.trip as Record<string, unknown>,
      travellers,
      price: breakdown,
      contactEmail: request.contact.email.toLowerCase(),
      contactPhone: request.contact.phone.replace(/[\s-]/g, ''),
      createdAt: now,
    })
    const withSeats = await store.renew(tx, session, now, {
      holds,
      ...(order.quote && { quote: order.quote }),
    })
    await store.book(tx, withSeats, booking.id, booking.paymentExpiresAt!, now)
    if (price.total.amount === 0) await settleFree(tx, booking, now)
    return booking.id
  })
}

/**
 * An order with nothing to pay (a trip of a bundle bought before) cannot go through a payment: it is
 * settled at once, through the same moves a payment makes, and its tickets are signed from now.
 */
async function settleFree(tx: Db, booking: typeof bookings.$inferSelect, now: Date) {
  const [settled] = await tx
    .update(bookings)
    .set({ paidAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning()
  const processing = await moveBooking(tx, settled!, 'Processing', 'nothing to pay', now)
  await moveBooking(tx, processing, 'Confirmed', 'nothing to pay', now)
}

/** A train or bus booking of the traveller `userId`; another user's is as unknown as a missing one. */
async function transitBookingOf(db: Db, userId: string, uuid: string, type: BookingType) {
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
function ticketsOf(
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
    concession: traveller.concession
      ? // Travellers stored before the percent was were all SAPTCO's disability concession, 50% off.
        concessionLabel(traveller.concession, traveller.concessionPercent ?? 50)[locale]
      : null,
    reference: paid ? ticketReference(secret, row, index, traveller) : null,
  }))
}

/**
 * A train or bus booking of the traveller `userId` as its detail shows it: the booking, its tickets,
 * price and contact; `trip` (as the vertical stored it), the rates and the row for the vertical's part.
 */
export async function transitDetail(caller: TransitCaller, uuid: string, type: BookingType) {
  const { db, secret, userId, locale, now } = caller
  const { row, stored, travellers } = await transitBookingOf(db, userId, uuid, type)
  const rates = await ratesOf(db)
  return {
    row,
    trip: stored.trip,
    rates,
    shared: {
      booking: toBooking(row, locale, now),
      refId: stored.refId,
      tickets: ticketsOf(secret, row, travellers, rates, locale),
      price: priceIn(stored.price as unknown as SarBreakdown, row.currency, rates),
      contact: { email: stored.contactEmail, phone: stored.contactPhone },
    },
  }
}
