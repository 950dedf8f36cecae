import { messages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { BUS_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/buses'
import type { BusBooking, FareFamilyId, busSaveOrderRequestSchema } from '@rihla/api-contract/buses'
import { addDays } from '@rihla/api-contract/dates'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { FieldError } from '../../errors'
import { ratesOf } from '../inventory/pricing'
import { reserveTransit, transitDetail } from '../transit/booking'
import type { TransitCaller } from '../transit/booking'
import { concessionsOf } from '../transit/concessions'
import {
  BUNDLES,
  BUS_CONCESSION_PERCENTS,
  FARE_FAMILIES,
  bundleHalalas,
  bundleLabel,
  bundlesOf,
  priceFamily,
  toFareFamily,
} from './fares'
import type { Bundle, PricedFamily } from './fares'
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

/** A bundle an order bought, as stored: the last date its trips may be travelled. */
type StoredBundle = Bundle & { validUntil: string }

/** What `transit_bookings.trip` keeps of a bus booking: the fare family as it was sold. */
interface StoredBusTrip {
  kind: 'bus'
  search: BusSession['search']
  departureId: string
  family: Omit<PricedFamily, 'rules'> & { id: FareFamilyId }
  bundle?: StoredBundle
}

/**
 * The bundle an order buys, if it names one: one adult travelling alone in the Regular family, whose
 * trips keep from today for the bundle's days. Anything else is a 400 on `bundle`.
 */
function bundleOf(request: SaveOrderRequest, session: BusSession, now: Date): StoredBundle | null {
  if (request.bundle === undefined || request.bundle === null) return null
  const bundle = BUNDLES.find((candidate) => candidate.trips === request.bundle)
  const { adults, children, infants } = session.search
  const alone = adults === 1 && children === 0 && infants === 0
  if (!bundle || !alone || request.fareFamily !== 'regular')
    throw new FieldError('bundle', messages.invalidValue)
  return { ...bundle, validUntil: addDays(todayInSaudiArabia(now), bundle.validDays) }
}

/**
 * POST /api/v2/buses/saveOrders: orders a departure in a fare family (or as a bundle's first trip) for
 * the signed-in traveller, each at the family's fare less a concession they claim. Travellers who chose
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
    const bundle = bundleOf(request, session, caller.now)
    const operator = operatorOf(bus.route)
    const from = CITIES[search.from]!
    const to = CITIES[search.to]!
    const { rules: familyRules, ...sold } = priced
    const trip: StoredBusTrip = {
      kind: 'bus',
      search,
      departureId: bus.id,
      family: { ...sold, id: familyRules.id },
      ...(bundle && { bundle }),
    }
    // A bundle's price is its trips' Regular fares less its discount; the family's full fares otherwise.
    const gross = priced.breakdown.baseFare + priced.breakdown.vat
    return {
      own: session.quote?.departureId === bus.id ? session.holds : [],
      candidates: deck.seats
        .filter((seat) => deck.free.has(seat.id) && (family || !seat.family))
        .sort((a, b) => Number(b.family && family) - Number(a.family && family))
        .map((seat) => seat.id),
      keyOf: (seat) => busSeatKey(bus, seat),
      fares: bundle
        ? { adult: bundleHalalas(bundle, regular), child: 0 }
        : { adult: priced.adultHalalas, child: priced.childHalalas },
      fullHalalas: bundle ? gross * bundle.trips : gross,
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
        ...(bundle
          ? [
              {
                label: { en: 'Bundle', ar: 'الباقة' },
                value: { en: bundleLabel(bundle, 'en'), ar: bundleLabel(bundle, 'ar') },
              },
            ]
          : []),
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
  const { bundle } = trip
  return {
    ...shared,
    // A booked departure shows no seats left to sell: the traveller's own are in the tickets.
    departure: toDeparture(bus, 0, trip.search, rates, locale, row.createdAt),
    from: toCity(trip.search.from, locale),
    to: toCity(trip.search.to, locale),
    fareFamily: toFareFamily({ ...trip.family, rules }, row.currency, rates, locale),
    bundle: bundle
      ? {
          trips: bundle.trips,
          percent: bundle.percent,
          tripsLeft: bundle.trips - 1,
          validUntil: bundle.validUntil,
          label: bundleLabel(bundle, locale),
        }
      : null,
  }
}
