import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { BUS_CONCESSIONS, BUS_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/buses'
import type { BusBooking, FareFamilyId, busSaveOrderRequestSchema } from '@rihla/api-contract/buses'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { ServiceError } from '../../errors'
import { createPendingBooking } from '../bookings/create'
import { toBooking } from '../bookings/service'
import { checkPassengers } from '../bookings/travellers'
import { topUpSeats } from '../inventory/holds'
import { priceIn, ratesOf } from '../inventory/pricing'
import type { SarBreakdown } from '../inventory/pricing'
import { CONCESSION_NAMES, bookTransit, seatTravellers, ticketsOf, transitBookingOf } from '../rail/transit'
import type { TransitCaller } from '../rail/transit'
import {
  CONCESSION_PERCENT,
  FARE_FAMILIES,
  breakdownOf,
  bundlesOf,
  concessionFare,
  priceFamily,
  toFareFamily,
} from './fares'
import type { PricedFamily } from './fares'
import { busSeatKey, findDeparture, isFamily } from './inventory'
import { CITIES, CLASS_INFO, operatorOf } from './network'
import { toCity, toDeparture } from './search'
import { sessionBus } from './seats'
import { busSearches } from './sessions'
import type { BusSession } from './sessions'

type SaveOrderRequest = z.output<typeof busSaveOrderRequestSchema>

const PAYMENT_WINDOW_MS = BUS_PAYMENT_WINDOW_MINUTES * 60_000

/** Every family of a departure priced for the session's party, as bought today. */
function familiesOf(session: BusSession, regularSar: number, now: Date): PricedFamily[] {
  const today = todayInSaudiArabia(now)
  return FARE_FAMILIES.map((rules) =>
    priceFamily(rules, regularSar, session.search, session.search.date, today),
  )
}

/** POST /REST/API/getFlexiFares: the departure's four fare families side by side, and the route's bundles. */
export async function busFlexiFares(
  db: Db,
  request: { refId: string; departureId: string },
  locale: Locale,
  now = new Date(),
) {
  const session = await busSearches.open(db, request.refId, now)
  const bus = findDeparture(session.search, request.departureId, now)
  const rates = await ratesOf(db)
  const regular = bus.route.fares[bus.class]!
  const { currency } = session.search
  await busSearches.renew(db, session, now)
  return {
    refId: session.refId,
    departureId: bus.id,
    fares: familiesOf(session, regular, now).map((priced) => toFareFamily(priced, currency, rates, locale)),
    bundles: bundlesOf(regular, currency, rates, locale),
    concessions: BUS_CONCESSIONS.map((id) => ({
      id,
      percent: CONCESSION_PERCENT[id],
      label: CONCESSION_NAMES[id][locale],
    })),
  }
}

/** What `transit_bookings.trip` keeps of a bus booking: the fare family as it was sold. */
interface StoredBusTrip {
  kind: 'bus'
  search: BusSession['search']
  departureId: string
  family: Omit<PricedFamily, 'rules'> & { id: FareFamilyId }
}

/**
 * POST /api/v2/buses/saveOrders: orders a departure in a fare family for the signed-in traveller. Each
 * adult and child gets a seat the session holds on it, in the order chosen, and any without one the first
 * free seat (families from the front rows, everyone else behind them); infants ride on a lap.
 */
export async function saveBusOrder(caller: TransitCaller, request: SaveOrderRequest): Promise<BusBooking> {
  const { db, userId, now } = caller
  const bookingId = await db.transaction(async (tx) => {
    const session = await busSearches.open(tx, request.refId, now, true)
    const booked = await busSearches.bookingOf(tx, session, userId)
    if (booked) return booked
    const { search } = session
    const passengers = checkPassengers(request.passengers, search, {
      travelDate: search.date,
      domestic: true,
      today: todayInSaudiArabia(now),
    })
    const { bus, deck } = await sessionBus(tx, session, request.departureId, now)
    const own = session.quote?.departureId === bus.id ? session.holds : []
    const family = isFamily(search)
    const candidates = deck.seats
      .filter((seat) => deck.free.has(seat.id) && (family || !seat.family))
      .sort((a, b) => Number(b.family && family) - Number(a.family && family))
      .map((seat) => seat.id)
    const keyOf = (seat: string) => busSeatKey(bus, seat)
    const seated = search.adults + search.children
    const holds = await topUpSeats(tx, own, candidates, seated, keyOf, session.expiresAt, now)
    if (!holds) throw new ServiceError('conflict', serverMessages.noAvailability)
    const priced = familiesOf(session, bus.route.fares[bus.class]!, now).find(
      (candidate) => candidate.rules.id === request.fareFamily,
    )!
    const rates = await ratesOf(tx)
    const operator = operatorOf(bus.route)
    const travellers = seatTravellers(passengers, holds, {
      adult: priced.adultHalalas,
      child: priced.childHalalas,
      infant: 0,
    }).map((traveller, index) => {
      const concession = request.passengers[index]!.concession ?? null
      return { ...traveller, concession, halalas: concessionFare(traveller.halalas, concession) }
    })
    // The family's full fares, less its early-purchase discount and each traveller's concession.
    const gross = priced.breakdown.baseFare + priced.breakdown.vat
    const breakdown = breakdownOf(
      gross,
      travellers.reduce((total, traveller) => total + traveller.halalas, 0),
    )
    const price = priceIn(breakdown, search.currency, rates)
    const vatBase = price.total.amount - price.vat.amount
    const seats = holds.map((hold) => hold.seat).join(', ')
    const from = CITIES[search.from]!
    const to = CITIES[search.to]!
    const booking = await createPendingBooking(
      tx,
      {
        userId,
        type: 'bus',
        orderPrefix: 'RH-BS',
        reason: 'bus ordered',
        providerEn: operator.name.en,
        providerAr: operator.name.ar,
        titleEn: `${from.en} → ${to.en}`,
        titleAr: `${from.ar} ← ${to.ar}`,
        totalAmount: price.total.amount,
        vatAmount: price.vat.amount,
        vatBaseAmount: vatBase,
        currency: search.currency,
        paymentExpiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
        travelStartsAt: new Date(bus.departs),
        travelEndsAt: new Date(bus.arrives),
        details: [
          { label: { en: 'Coach', ar: 'الحافلة' }, value: CLASS_INFO[bus.class].name },
          { label: { en: 'Fare', ar: 'الأجرة' }, value: priced.rules.name },
          { label: { en: 'Seats', ar: 'المقاعد' }, value: { en: seats, ar: seats } },
        ],
      },
      now,
    )
    const { rules, ...sold } = priced
    const trip: StoredBusTrip = {
      kind: 'bus',
      search,
      departureId: bus.id,
      family: { ...sold, id: rules.id },
    }
    await bookTransit(
      tx,
      busSearches,
      session,
      {
        booking,
        trip,
        travellers,
        holds,
        quote: { departureId: bus.id },
        price: breakdown,
        contact: request.contact,
      },
      now,
    )
    return booking.id
  })
  return busBookingDetail(caller, bookingId)
}

/** A bus booking of the traveller `userId`, with its tickets and its fare family's rules as sold. */
export async function busBookingDetail(caller: TransitCaller, uuid: string): Promise<BusBooking> {
  const { db, secret, userId, locale, now } = caller
  const { row, stored, travellers } = await transitBookingOf(db, userId, uuid, 'bus')
  const trip = stored.trip as unknown as StoredBusTrip
  const rates = await ratesOf(db)
  // The departure as it ran that day, found by its id whatever the clock says now.
  const bus = findDeparture(trip.search, trip.departureId, new Date(0))
  const rules = FARE_FAMILIES.find((family) => family.id === trip.family.id)!
  return {
    booking: toBooking(row, locale, now),
    refId: stored.refId,
    // A booked departure shows no seats left to sell: the traveller's own are in the tickets.
    departure: toDeparture(bus, 0, trip.search, rates, locale, row.createdAt),
    from: toCity(trip.search.from, locale),
    to: toCity(trip.search.to, locale),
    fareFamily: toFareFamily({ ...trip.family, rules }, row.currency, rates, locale),
    tickets: ticketsOf(secret, row, travellers, rates, locale),
    price: priceIn(stored.price as unknown as SarBreakdown, row.currency, rates),
    contact: { email: stored.contactEmail, phone: stored.contactPhone },
  }
}
