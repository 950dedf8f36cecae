import type { SearchCriteria } from '@rihla/api-contract/flights'
import type { Db } from '../../db/client'
import { airlines, airports } from '../../db/schema'
import { coordinatesOf, planItineraries } from './inventory'
import type { AirportInfo, Network, PlannedItinerary } from './inventory'

// Airports and airlines are seeded reference data that never change while the server runs: they are
// read once per database. Planned itineraries are kept for the searches used most recently, since
// every call of a session (fares, quote, seat map) needs its search's itineraries again.

const networks = new WeakMap<Db, Promise<Network>>()

async function readNetwork(db: Db): Promise<Network> {
  const [airportRows, airlineRows] = await Promise.all([
    db.select().from(airports),
    db.select().from(airlines),
  ])
  const airportMap = new Map<string, AirportInfo>()
  for (const row of airportRows) {
    const coordinates = coordinatesOf(row)
    // An airport without a position cannot be given flight times; it is left out of the network.
    if (!coordinates) continue
    airportMap.set(row.iata, { ...row, latitude: coordinates[0], longitude: coordinates[1] })
  }
  return { airports: airportMap, airlines: new Map(airlineRows.map((row) => [row.iata, row])) }
}

export function networkOf(db: Db): Promise<Network> {
  let network = networks.get(db)
  if (!network) {
    network = readNetwork(db)
    network.catch(() => networks.delete(db))
    networks.set(db, network)
  }
  return network
}

/** The search's fields that decide its flights, in a fixed order: equal searches have equal keys. */
export function searchKeyOf(search: SearchCriteria): string {
  const { tripType, legs, returnDate, cabin, adults, children, infants, currency } = search
  return JSON.stringify({
    tripType,
    legs: legs.map(({ origin, destination, date }) => [origin, destination, date]),
    returnDate: tripType === 'round_trip' ? (returnDate ?? null) : null,
    cabin,
    adults,
    children,
    infants,
    currency,
  })
}

const RECENT_PLANS = 64
const plans = new Map<string, PlannedItinerary[]>()

/** The itineraries of a search; the same search gives the same list. */
export function itinerariesOf(network: Network, search: SearchCriteria): PlannedItinerary[] {
  const { tripType, legs, returnDate } = search
  const key = JSON.stringify({ tripType, legs, returnDate: tripType === 'round_trip' ? returnDate : null })
  const cached = plans.get(key)
  if (cached) {
    // Most recently used last, so the oldest is the first to go.
    plans.delete(key)
    plans.set(key, cached)
    return cached
  }
  const planned = planItineraries(network, search)
  plans.set(key, planned)
  if (plans.size > RECENT_PLANS) plans.delete(plans.keys().next().value!)
  return planned
}
