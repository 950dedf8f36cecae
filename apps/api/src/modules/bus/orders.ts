import type { Locale } from '@rihla/api-contract'
import { BUS_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/buses'
import type { BusBooking, FareFamilyId, busSaveOrderRequestSchema } from '@rihla/api-contract/buses'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { ratesOf } from '../inventory/pricing'
import { reserveTransit, transitDetail } from '../transit/booking'
import type { TransitCaller } from '../transit/booking'
import { concessionsOf } from '../transit/concessions'
import { BUS_CONCESSION_PERCENTS, FARE_FAMILIES, bundlesOf, priceFamily, toFareFamily } from './fares'
import type { PricedFamily } from './fares'
import { busSeatKey, findDeparture, isFamily } from './inventory'
import { CITIES, CLASS_INFO, operatorOf } from './network'
import { toCity, toDeparture } from './search'
import { sessionBus } from './seats'
import { busSearches } from './sessions'
import type { BusSession } from './sessions'

type SaveOrderRequest = z.output<typeof busSaveOrderRequestSchema>

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
    concessions: concessionsOf(BUS_CONCESSION_PERCENTS, locale),
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
 * POST /api/v2/buses/saveOrders: orders a departure in a fare family for the signed-in traveller, each at the family's fare less a concession they claim. Travellers who chose
 * no seat get the first free ones: a family's from the front rows, everyone else's behind them.
 */
export async function saveBusOrder(caller: TransitCaller, request: SaveOrderRequest): Promise<BusBooking> {
  const rules = { concessions: BUS_CONCESSION_PERCENTS, paymentWindowMinutes: BUS_PAYMENT_WINDOW_MINUTES }
  const bookingId = await reserveTransit(caller, busSearches, request, rules, async (tx, session) => {
    const { search } = session
    const { bus, deck } = await sessionBus(tx, session, request.departureId, caller.now)
    const family = isFamily(search)
    const regular = bus.route.fares[bus.class]!
    const priced = familiesOf(session, regular, caller.now).find(
      (candidate) => candidate.rules.id === request.fareFamily,
    )!
    const operator = operatorOf(bus.route)
    const from = CITIES[search.from]!
    const to = CITIES[search.to]!
    const { rules: familyRules, ...sold } = priced
    const trip: StoredBusTrip = {
      kind: 'bus',
      search,
      departureId: bus.id,
      family: { ...sold, id: familyRules.id },
    }
    return {
      own: session.quote?.departureId === bus.id ? session.holds : [],
      candidates: deck.seats
        .filter((seat) => deck.free.has(seat.id) && (family || !seat.family))
        .sort((a, b) => Number(b.family && family) - Number(a.family && family))
        .map((seat) => seat.id),
      keyOf: (seat) => busSeatKey(bus, seat),
      fares: { adult: priced.adultHalalas, child: priced.childHalalas },
      fullHalalas: priced.breakdown.baseFare + priced.breakdown.vat,
      booking: {
        type: 'bus',
        orderPrefix: 'RH-BS',
        reason: 'bus ordered',
        providerEn: operator.name.en,
        providerAr: operator.name.ar,
        titleEn: `${from.en} → ${to.en}`,
        titleAr: `${from.ar} ← ${to.ar}`,
        travelStartsAt: new Date(bus.departs),
        travelEndsAt: new Date(bus.arrives),
      },
      details: (seats) => [
        { label: { en: 'Coach', ar: 'الحافلة' }, value: CLASS_INFO[bus.class].name },
        { label: { en: 'Fare', ar: 'الأجرة' }, value: priced.rules.name },
        { label: { en: 'Seats', ar: 'المقاعد' }, value: { en: seats, ar: seats } },
      ],
      trip,
      quote: { departureId: bus.id },
    }
  })
  return busBookingDetail(caller, bookingId)
}

/** A bus booking of the traveller `userId`, with its tickets and its fare family's rules as sold. */
export async function busBookingDetail(caller: TransitCaller, uuid: string): Promise<BusBooking> {
  const { locale } = caller
  const { shared, rates, row, ...stored } = await transitDetail(caller, uuid, 'bus')
  const trip = stored.trip as unknown as StoredBusTrip
  // The departure as it ran that day, found by its id whatever the clock says now.
  const bus = findDeparture(trip.search, trip.departureId, new Date(0))
  const rules = FARE_FAMILIES.find((family) => family.id === trip.family.id)!
  return {
    ...shared,
    // A booked departure shows no seats left to sell: the traveller's own are in the tickets.
    departure: toDeparture(bus, 0, trip.search, rates, locale, row.createdAt),
    from: toCity(trip.search.from, locale),
    to: toCity(trip.search.to, locale),
    fareFamily: toFareFamily({ ...trip.family, rules }, row.currency, rates, locale),
  }
}
