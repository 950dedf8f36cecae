import type { Locale } from '@rihla/api-contract'
import { BUS_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/buses'
import type { BusBooking, busSaveOrderRequestSchema } from '@rihla/api-contract/bus-booking'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { ratesOf } from '../inventory/pricing'
import { reserveTransit, transitDetail } from '../transit/booking'
import type { TransitCaller } from '../transit/booking'
import { concessionsOf } from '../transit/concessions'
import {
  BUS_CONCESSION_PERCENTS,
  FARE_FAMILIES,
  bundleHalalas,
  bundleLabel,
  bundlesOf,
  priceFamily,
  toFareFamily,
} from './fares'
import type { PricedFamily } from './fares'
import { bundleBought, bundleTripOf, bundleTripView, tripsLeft } from './bundles'
import type { StoredBusTrip } from './bundles'
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

/**
 * POST /api/v2/buses/saveOrders: orders a departure in a fare family (or as a bundle's first trip, or
 * another trip of one) for the signed-in traveller, each at the family's fare less a concession they
 * claim. Travellers who chose no seat get the first free ones: a family's from the front rows,
 * everyone else's behind them.
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
    const bundle = bundleBought(request, session, caller.now)
    const bundleTrip = await bundleTripOf(tx, caller.userId, request, session)
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
      ...(bundleTrip && { bundleFrom: bundleTrip.bookingId }),
    }
    // A bundle's price is its trips' Regular fares less its discount, a trip of one is free; the
    // family's full fares otherwise.
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
        : bundleTrip
          ? { adult: 0, child: 0 }
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
        ...(bundleTrip
          ? [
              {
                label: { en: 'Bundle trip of', ar: 'رحلة من باقة' },
                value: { en: bundleTrip.orderId, ar: bundleTrip.orderId },
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
  const { db, locale } = caller
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
          tripsLeft: await tripsLeft(db, row.id, bundle),
          validUntil: bundle.validUntil,
          label: bundleLabel(bundle, locale),
        }
      : null,
    bundleTrip: trip.bundleFrom ? await bundleTripView(db, trip.bundleFrom) : null,
  }
}
