import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { Airport } from '@rihla/api-contract/flights'
import type { Db } from '../../db/client'
import { alliances } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { Network } from './inventory'
import { networkOf } from './network'
import { fold } from '../inventory/fold'

/** The busiest airports first: Saudi hubs, then the routes most flown from them. */
export const POPULAR = ['RUH', 'JED', 'DMM', 'MED', 'DXB', 'CAI', 'IST', 'DOH', 'AHB', 'LHR', 'KHI', 'DEL']

export function toAirport(network: Network, iata: string, locale: Locale): Airport {
  const airport = network.airports.get(iata)!
  return {
    iata,
    name: locale === 'ar' ? airport.nameAr : airport.nameEn,
    city: locale === 'ar' ? airport.cityAr : airport.cityEn,
    countryCode: airport.countryCode,
    domestic: airport.domestic,
    timezone: airport.timezone,
  }
}

export async function homeAirports(db: Db, locale: Locale): Promise<Airport[]> {
  const network = await networkOf(db)
  const saudi = [...network.airports.values()].filter((airport) => airport.domestic).map((a) => a.iata)
  const rank = (iata: string) => (POPULAR.includes(iata) ? POPULAR.indexOf(iata) : POPULAR.length)
  return saudi
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((iata) => toAirport(network, iata, locale))
}

export async function popularAirports(db: Db, locale: Locale): Promise<Airport[]> {
  const network = await networkOf(db)
  return POPULAR.filter((iata) => network.airports.has(iata)).map((iata) => toAirport(network, iata, locale))
}

export const MAX_AIRPORT_MATCHES = 20

export async function searchAirports(db: Db, query: string, locale: Locale): Promise<Airport[]> {
  const network = await networkOf(db)
  const wanted = fold(query)
  const scored: [number, string][] = []
  for (const airport of network.airports.values()) {
    const names = [airport.cityEn, airport.cityAr, airport.nameEn, airport.nameAr].map(fold)
    let score: number | null = null
    if (airport.iata.toLowerCase() === wanted) score = 0
    else if (names.some((name) => name.startsWith(wanted))) score = 1
    else if (names.some((name) => name.split(/\s+/).some((word) => word.startsWith(wanted)))) score = 2
    else if (names.some((name) => name.includes(wanted))) score = 3
    if (score !== null) scored.push([score + (airport.domestic ? 0 : 0.5), airport.iata])
  }
  return scored
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
    .slice(0, MAX_AIRPORT_MATCHES)
    .map(([, iata]) => toAirport(network, iata, locale))
}

export async function getAirport(db: Db, iata: string, locale: Locale): Promise<Airport> {
  const network = await networkOf(db)
  if (!network.airports.has(iata)) throw new ServiceError('not_found', serverMessages.notFound)
  return toAirport(network, iata, locale)
}

export async function listAlliances(db: Db, locale: Locale) {
  const [network, rows] = await Promise.all([networkOf(db), db.select().from(alliances)])
  return rows
    .map((row) => ({
      id: row.id as 'skyteam' | 'star' | 'oneworld',
      name: locale === 'ar' ? row.nameAr : row.nameEn,
      airlines: [...network.airlines.values()]
        .filter((airline) => airline.allianceId === row.id)
        .map((airline) => airline.iata)
        .sort(),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))
}
