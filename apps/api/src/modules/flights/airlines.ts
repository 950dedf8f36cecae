import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { AirlinePage, AirlineRoute, AirlineSummary, FareFamilyRules } from '@rihla/api-contract/flights'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { alliances, countries } from '../../db/schema'
import { ServiceError } from '../../errors'
import { POPULAR, toAirport } from './airports'
import { FARE_FAMILIES, HUB_CARRIERS, LOW_COST, directCarriers, distanceKm, flightMinutes } from './inventory'
import type { AirlineInfo, Network } from './inventory'
import { networkOf } from './network'

// Airline information pages: who the airline is, where it flies in our network and the fare families
// the search sells on its flights. Routes come from the same rule the search uses to pick nonstop
// carriers, so every route listed gives results when searched.

const POPULAR_ROUTES = 8
const MAX_HUBS = 4

/** `Saudia` → `saudia`, `KLM Royal Dutch Airlines` → `klm-royal-dutch-airlines`. */
export const airlineSlug = (nameEn: string) =>
  nameEn
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

interface AirlineRoutes {
  /** Pairs of IATA codes, busiest first; the first code is the end travellers here start from. */
  routes: [string, string][]
  hubs: string[]
}

const routesByNetwork = new WeakMap<Network, Map<string, AirlineRoutes>>()

/** Busier ends rank lower: Saudi airports before foreign ones, the popular list's order first. */
function airportRank(network: Network, iata: string): number {
  const popular = POPULAR.indexOf(iata)
  if (popular !== -1) return popular
  return POPULAR.length + (network.airports.get(iata)?.domestic ? 0 : 10)
}

/** Every airline's nonstop routes and hubs in the network, worked out once per network. */
function routesOf(network: Network): Map<string, AirlineRoutes> {
  const known = routesByNetwork.get(network)
  if (known) return known
  const pairs = new Map<string, [string, string][]>()
  const airports = [...network.airports.values()]
  for (const [index, a] of airports.entries()) {
    for (const b of airports.slice(index + 1)) {
      const km = distanceKm(a, b)
      // Nonstop carriers are picked the same way in both directions, so one direction decides.
      const carriers = new Set([...directCarriers(network, a, b, km), ...directCarriers(network, b, a, km)])
      const [from, to] = airportRank(network, a.iata) <= airportRank(network, b.iata) ? [a, b] : [b, a]
      for (const code of carriers) {
        const list = pairs.get(code) ?? []
        list.push([from.iata, to.iata])
        pairs.set(code, list)
      }
    }
  }
  const byAirline = new Map<string, AirlineRoutes>()
  for (const airline of network.airlines.values()) {
    const routes = (pairs.get(airline.iata) ?? []).sort(
      ([a1, b1], [a2, b2]) =>
        airportRank(network, a1) +
          airportRank(network, b1) -
          (airportRank(network, a2) + airportRank(network, b2)) || `${a1}${b1}`.localeCompare(`${a2}${b2}`),
    )
    byAirline.set(airline.iata, { routes, hubs: hubsOf(network, airline, routes) })
  }
  routesByNetwork.set(network, byAirline)
  return byAirline
}

/**
 * The airports the search connects through for the airline (Saudia at the four Saudi hubs, Emirates at
 * Dubai); for the others, the home-country airports with the most of its routes.
 */
function hubsOf(network: Network, airline: AirlineInfo, routes: [string, string][]): string[] {
  const connecting = Object.entries(HUB_CARRIERS)
    .filter(([iata, code]) => code === airline.iata && network.airports.has(iata))
    .map(([iata]) => iata)
  if (connecting.length) return connecting
  const counts = new Map<string, number>()
  for (const iata of routes.flat()) {
    if (network.airports.get(iata)?.countryCode === airline.countryCode)
      counts.set(iata, (counts.get(iata) ?? 0) + 1)
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  const most = ranked[0]?.[1] ?? 0
  // Listed busiest airport first, as travellers know them (Riyadh before Dammam).
  return ranked
    .filter(([, count]) => count * 2 >= most)
    .slice(0, MAX_HUBS)
    .map(([iata]) => iata)
    .sort((a, b) => airportRank(network, a) - airportRank(network, b))
}

/** Saudi carriers first, then the others, each by name in the caller's language. */
function listed(network: Network, locale: Locale): AirlineInfo[] {
  const name = (airline: AirlineInfo) => (locale === 'ar' ? airline.nameAr : airline.nameEn)
  return [...network.airlines.values()].sort(
    (a, b) => Number(b.saudi) - Number(a.saudi) || name(a).localeCompare(name(b), locale),
  )
}

export async function listAirlines(db: Db, locale: Locale): Promise<AirlineSummary[]> {
  const network = await networkOf(db)
  return listed(network, locale).map((airline) => ({
    slug: airlineSlug(airline.nameEn),
    code: airline.iata,
    name: locale === 'ar' ? airline.nameAr : airline.nameEn,
  }))
}

const riyals = (sar: number | null | false) =>
  typeof sar === 'number' ? { amount: sar * 100, currency: 'SAR' } : null

function fareFamiliesOf(airline: AirlineInfo, locale: Locale): FareFamilyRules[] {
  return FARE_FAMILIES.filter((family) => !LOW_COST.has(airline.iata) || family.cabin === 'economy').map(
    (family) => ({
      id: family.id,
      cabin: family.cabin,
      family: family.name[locale],
      baggage: { checkedPieces: family.checkedPieces, checkedKg: family.checkedKg, cabinKg: family.cabinKg },
      changeable: family.changeFeeSar !== false,
      changeFee: riyals(family.changeFeeSar),
      refundable: family.refundFeeSar !== false,
      refundFee: riyals(family.refundFeeSar),
    }),
  )
}

export async function airlinePage(db: Db, slug: string, locale: Locale): Promise<AirlinePage> {
  const network = await networkOf(db)
  const airline = [...network.airlines.values()].find((candidate) => airlineSlug(candidate.nameEn) === slug)
  if (!airline) throw new ServiceError('not_found', serverMessages.airlineNotFound)
  const [[country], [alliance]] = await Promise.all([
    db.select().from(countries).where(eq(countries.code, airline.countryCode)),
    airline.allianceId
      ? db.select().from(alliances).where(eq(alliances.id, airline.allianceId))
      : Promise.resolve([]),
  ])
  const { routes, hubs } = routesOf(network).get(airline.iata)!
  const airport = (iata: string) => toAirport(network, iata, locale)
  const popular: AirlineRoute[] = routes.slice(0, POPULAR_ROUTES).map(([from, to]) => {
    const km = distanceKm(network.airports.get(from)!, network.airports.get(to)!)
    return {
      origin: airport(from),
      destination: airport(to),
      distanceKm: km,
      durationMinutes: flightMinutes(km),
    }
  })
  return {
    slug,
    code: airline.iata,
    icao: airline.icao,
    name: locale === 'ar' ? airline.nameAr : airline.nameEn,
    names: { en: airline.nameEn, ar: airline.nameAr },
    country: {
      code: airline.countryCode,
      name: country ? (locale === 'ar' ? country.nameAr : country.nameEn) : airline.countryCode,
    },
    alliance: alliance
      ? {
          id: alliance.id as NonNullable<AirlinePage['alliance']>['id'],
          name: locale === 'ar' ? alliance.nameAr : alliance.nameEn,
        }
      : null,
    lowCost: LOW_COST.has(airline.iata),
    hubs: hubs.map(airport),
    fareFamilies: fareFamiliesOf(airline, locale),
    routes: popular,
    routeCount: routes.length,
  }
}
