import type { Locale, LocalizedText, Money } from '@rihla/api-contract'
import { CHANGE_DEADLINE_HOURS } from '@rihla/api-contract/flights'
import type { Fare, Itinerary, SearchCriteria } from '@rihla/api-contract/flights'
import type { Db } from '../../db/client'
import { localTime, seatsLeft } from './inventory'
import { isoInstant } from './isoTimes'
import type { FareFamily, Network, PlannedItinerary } from './inventory'
import { convert, priceIn, ratesOf } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import { networkOf } from './network'
import { fareBreakdownSar } from './pricing'
import type { PassengerCounts } from './pricing'

/** What turns planned flights into the contract's shapes: the network, rates and the caller's language. */
export interface View {
  network: Network
  rates: Rates
  locale: Locale
  currency: string
}

/**
 * Rates are read through `db` (a transaction's own handle); the network through `reference`, the
 * database handle it was loaded with (callers load it before a transaction: on PGlite a query outside an
 * open transaction would wait for it to end).
 */
export const viewOf = async (db: Db, locale: Locale, currency: string, reference: Db = db): Promise<View> => {
  const [network, rates] = await Promise.all([networkOf(reference), ratesOf(db)])
  return { network, rates, locale, currency }
}

export const text = (view: Pick<View, 'locale'>, value: LocalizedText) => value[view.locale]

export const countsOf = (search: SearchCriteria): PassengerCounts => ({
  adults: search.adults,
  children: search.children,
  infants: search.infants,
})

function airlineOf(view: View, code: string) {
  const airline = view.network.airlines.get(code)
  return { code, name: airline ? (view.locale === 'ar' ? airline.nameAr : airline.nameEn) : code }
}

const feeIn = (view: View, sar: number | null | false): Money | null =>
  typeof sar === 'number' ? convert(sar * 100, view.currency, view.rates) : null

export function toFare(
  view: View,
  planned: PlannedItinerary,
  family: FareFamily,
  counts: PassengerCounts,
  priceSteps: number,
): Fare {
  return {
    id: family.id,
    cabin: family.cabin,
    family: text(view, family.name),
    baggage: { checkedPieces: family.checkedPieces, checkedKg: family.checkedKg, cabinKg: family.cabinKg },
    changeable: family.changeFeeSar !== false,
    changeUntil:
      family.changeFeeSar === false
        ? null
        : isoInstant(planned.legs[0]!.segments[0]!.departsAt - CHANGE_DEADLINE_HOURS * 3_600_000),
    changeFee: feeIn(view, family.changeFeeSar),
    refundable: family.refundFeeSar !== false,
    refundFee: feeIn(view, family.refundFeeSar),
    seatsLeft: seatsLeft(planned, family),
    price: priceIn(
      fareBreakdownSar(view.network, planned, family, counts, priceSteps),
      view.currency,
      view.rates,
    ),
  }
}

const zoneOf = (view: View, iata: string) => view.network.airports.get(iata)!.timezone

export function toItinerary(
  view: View,
  planned: PlannedItinerary,
  families: FareFamily[],
  counts: PassengerCounts,
  priceSteps = 0,
): Itinerary {
  return {
    id: planned.id,
    provider: planned.provider,
    validatingAirline: airlineOf(view, planned.validatingAirline),
    legs: planned.legs.map((leg, legIndex) => {
      const first = leg.segments[0]!
      const last = leg.segments.at(-1)!
      return {
        origin: first.origin,
        destination: last.destination,
        stops: leg.segments.length - 1,
        durationMinutes: Math.round((last.arrivesAt - first.departsAt) / 60_000),
        layovers: leg.segments.slice(1).map((segment, index) => ({
          airport: segment.origin,
          minutes: Math.round((segment.departsAt - leg.segments[index]!.arrivesAt) / 60_000),
        })),
        segments: leg.segments.map((segment, index) => ({
          id: `${legIndex}-${index}`,
          flightNumber: segment.flightNumber,
          airline: airlineOf(view, segment.airline),
          aircraft: segment.aircraft,
          origin: segment.origin,
          destination: segment.destination,
          departsAt: isoInstant(segment.departsAt),
          arrivesAt: isoInstant(segment.arrivesAt),
          departureLocal: localTime(segment.departsAt, zoneOf(view, segment.origin)),
          arrivalLocal: localTime(segment.arrivesAt, zoneOf(view, segment.destination)),
          durationMinutes: Math.round((segment.arrivesAt - segment.departsAt) / 60_000),
          distanceKm: segment.distanceKm,
        })),
      }
    }),
    fares: families
      .map((family) => toFare(view, planned, family, counts, priceSteps))
      .sort((a, b) => a.price.total.amount - b.price.total.amount),
  }
}

export const travelDateOf = (view: View, planned: PlannedItinerary) => {
  const first = planned.legs[0]!.segments[0]!
  return localTime(first.departsAt, view.network.airports.get(first.origin)!.timezone).slice(0, 10)
}
