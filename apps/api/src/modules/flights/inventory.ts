import type { Cabin, SearchCriteria } from '@rihla/api-contract/flights'
import { hashText, seededRandom } from '../inventory/random'
import type { SeededRandom } from '../inventory/random'
import { isoMinute } from './isoTimes'
import { departureMinutes, domesticDailyFlights } from './schedule'
import { utcOffsetMinutes } from './timeZones'

// The flight inventory, generated from the search alone: schedules on real routes through real hubs,
// durations from great-circle distance, real airlines and aircraft, and fares. Nothing here reads a
// clock or a random source, so the same search gives the same flights everywhere.

export interface AirportInfo {
  iata: string
  nameEn: string
  nameAr: string
  cityEn: string
  cityAr: string
  countryCode: string
  latitude: number
  longitude: number
  timezone: string
  domestic: boolean
}

export interface AirlineInfo {
  iata: string
  icao: string
  nameEn: string
  nameAr: string
  countryCode: string
  allianceId: string | null
  saudi: boolean
}

export interface Network {
  airports: Map<string, AirportInfo>
  airlines: Map<string, AirlineInfo>
}

export interface PlannedSegment {
  flightNumber: string
  airline: string
  aircraft: string
  origin: string
  destination: string
  departsAt: number
  arrivesAt: number
  distanceKm: number
}

export interface LegOption {
  segments: PlannedSegment[]
  /** The carrier that sells the leg (the first segment's). */
  carrier: string
  /** One adult's Economy base fare for the leg, in whole riyals, before fare family and cabin. */
  baseSar: number
}

export interface PlannedItinerary {
  id: string
  provider: string
  validatingAirline: string
  legs: LegOption[]
  /** Low-cost carriers sell Economy only. */
  lowCost: boolean
}

export const CONTENT_PROVIDERS = [
  { id: 'ndc', name: 'Rihla NDC' },
  { id: 'gulf', name: 'Gulf Fares' },
  { id: 'gds', name: 'Global GDS' },
] as const

/** Hubs and the carrier that connects through each. */
export const HUB_CARRIERS: Record<string, string> = {
  RUH: 'SV',
  JED: 'SV',
  DMM: 'SV',
  MED: 'SV',
  DXB: 'EK',
  DOH: 'QR',
  AUH: 'EY',
  BAH: 'GF',
  KWI: 'KU',
  MCT: 'WY',
  AMM: 'RJ',
  CAI: 'MS',
  IST: 'TK',
  LHR: 'BA',
  FRA: 'LH',
  CDG: 'AF',
}
const SAUDI_HUBS = ['RUH', 'JED', 'DMM', 'MED']
const SAUDI_CARRIERS = ['SV', 'XY', 'F3', 'RX']
export const LOW_COST = new Set(['XY', 'F3', 'FZ', 'G9', 'J9', 'OV', 'PC', '9P', 'IX', '6E', '5J'])
const PREMIUM = new Set(['SV', 'EK', 'QR', 'EY', 'TK', 'BA', 'LH', 'AF', 'LX', 'VS', 'KL'])

/** Red Sea International opened after the reference coordinates were gathered. */
const COORDINATE_FALLBACK: Record<string, [number, number]> = { RSI: [25.6347, 37.0888] }

export function coordinatesOf(airport: {
  iata: string
  latitude: number | null
  longitude: number | null
}): [number, number] | null {
  if (airport.latitude !== null && airport.longitude !== null) return [airport.latitude, airport.longitude]
  return COORDINATE_FALLBACK[airport.iata] ?? null
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Each airport's distances to the others asked so far: a search asks the same pairs hundreds of times. */
const distances = new WeakMap<AirportInfo, Map<AirportInfo, number>>()

/** Great-circle distance in kilometres. */
export function distanceKm(a: AirportInfo, b: AirportInfo): number {
  let fromA = distances.get(a)
  if (!fromA) distances.set(a, (fromA = new Map<AirportInfo, number>()))
  let km = fromA.get(b)
  if (km === undefined) {
    const dLat = radians(b.latitude - a.latitude)
    const dLon = radians(b.longitude - a.longitude)
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
    km = Math.round(2 * 6371 * Math.asin(Math.sqrt(h)))
    fromA.set(b, km)
  }
  return km
}

/** Block time: taxi, climb and descent, then cruise at about 800 km/h; in 5-minute steps. */
export const flightMinutes = (km: number) => Math.round((40 + (km / 800) * 60) / 5) * 5

/** The instant of a local wall-clock time (minutes after midnight) on a date at an airport. */
function localInstant(date: string, minutes: number, timezone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000
  return wall - utcOffsetMinutes(timezone, wall) * 60_000
}

/** The local wall-clock time of an instant at an airport, YYYY-MM-DDTHH:mm. */
export function localTime(at: number, timezone: string): string {
  return isoMinute(at + utcOffsetMinutes(timezone, at) * 60_000)
}

function aircraftFor(random: SeededRandom, carrier: string, km: number): string {
  if (LOW_COST.has(carrier)) return random.pick(['Airbus A320neo', 'Airbus A321neo', 'Boeing 737 MAX 8'])
  if (km < 1800) return random.pick(['Airbus A320neo', 'Airbus A321neo', 'Boeing 737-800'])
  if (km < 5000) return random.pick(['Airbus A321neo', 'Airbus A330-300', 'Boeing 787-9'])
  return random.pick(['Boeing 777-300ER', 'Airbus A350-900', 'Boeing 787-10'])
}

export const isWidebody = (aircraft: string) => /777|787|A330|A350|A380/.test(aircraft)

/** Airlines that fly a route nonstop: Saudi carriers at home, each end's national carriers abroad. */
export function directCarriers(network: Network, from: AirportInfo, to: AirportInfo, km: number): string[] {
  const saudiEnd = from.domestic || to.domestic
  const hubEnd = SAUDI_HUBS.includes(from.iata) || SAUDI_HUBS.includes(to.iata)
  const foreignHubEnd =
    (from.iata in HUB_CARRIERS && !from.domestic) || (to.iata in HUB_CARRIERS && !to.domestic)
  if (from.domestic && to.domestic)
    return hubEnd ? ['SV', 'XY', 'F3'].filter((code) => network.airlines.has(code)) : []
  if (!hubEnd && !foreignHubEnd) return []
  // Saudia first, then the Saudi low-cost carriers on regional routes (Riyadh Air from its Riyadh base),
  // then the other end's national carriers; in a fixed order, whatever order the database lists them in.
  const touchesRiyadh = from.iata === 'RUH' || to.iata === 'RUH'
  const saudi = saudiEnd
    ? SAUDI_CARRIERS.filter(
        (code) =>
          network.airlines.has(code) && (code === 'SV' || km < 4500) && (code !== 'RX' || touchesRiyadh),
      )
    : []
  const foreign = [...network.airlines.values()]
    .filter((airline) => !airline.saudi)
    .filter((airline) => airline.countryCode === from.countryCode || airline.countryCode === to.countryCode)
    .map((airline) => airline.iata)
    .sort()
  return [...saudi, ...foreign].slice(0, 6)
}

interface Route {
  via: string[]
  detour: number
}

/** Each network's connecting routes by origin and destination: they depend on the two airports alone. */
const knownRoutes = new WeakMap<Network, Map<string, Route[][]>>()

/** Connections through hubs, shortest detour first: routes with 1, 2 and 3 stops. */
function connectingRoutes(network: Network, from: AirportInfo, to: AirportInfo, km: number): Route[][] {
  let routes = knownRoutes.get(network)
  if (!routes) knownRoutes.set(network, (routes = new Map<string, Route[][]>()))
  const key = `${from.iata}-${to.iata}`
  let found = routes.get(key)
  if (!found) routes.set(key, (found = findConnectingRoutes(network, from, to, km)))
  return found
}

function findConnectingRoutes(network: Network, from: AirportInfo, to: AirportInfo, km: number): Route[][] {
  const domestic = from.domestic && to.domestic
  const hubs = Object.keys(HUB_CARRIERS)
    .filter((iata) => iata !== from.iata && iata !== to.iata && network.airports.has(iata))
    .filter((iata) => !domestic || SAUDI_HUBS.includes(iata))
    .map((iata) => network.airports.get(iata)!)
  const limit = Math.min(2.4, 1 + Math.max(0.35, 900 / Math.max(km, 1)))
  // The path's length over the direct distance; a loop rather than arrays, as it runs for ~400 routes.
  const ratio = (via: AirportInfo[]) => {
    let pathKm = 0
    let previous = from
    for (const point of via) {
      pathKm += distanceKm(previous, point)
      previous = point
    }
    return (pathKm + distanceKm(previous, to)) / Math.max(km, 1)
  }
  const best = (routes: Route[], allowance: number, count: number) =>
    routes
      .filter((route) => route.detour <= limit + allowance)
      .sort((a, b) => a.detour - b.detour || a.via.join().localeCompare(b.via.join()))
      .slice(0, count)

  const viaOne = new Map(hubs.map((hub) => [hub, ratio([hub])]))
  const one = best(
    hubs.map((hub) => ({ via: [hub.iata], detour: viaOne.get(hub)! })),
    0,
    6,
  )
  const near = [...hubs].sort((a, b) => viaOne.get(a)! - viaOne.get(b)!).slice(0, 8)
  const two: Route[] = []
  const three: Route[] = []
  for (const a of near) {
    for (const b of near) {
      if (a === b) continue
      two.push({ via: [a.iata, b.iata], detour: ratio([a, b]) })
      for (const c of near) {
        if (c === a || c === b) continue
        three.push({ via: [a.iata, b.iata, c.iata], detour: ratio([a, b, c]) })
      }
    }
  }
  return [one, best(two, 0.4, 3), best(three, 0.8, 2)]
}

function flightNumber(carrier: string, from: string, to: string, slot: number): string {
  return `${carrier}${100 + (hashText(`${carrier}${from}${to}${slot}`) % 2900)}`
}

/**
 * A route's nonstop flights are numbered in a block as airlines number them: the day's n-th flight one way
 * is even, its counterpart the other way odd (SV1020 out, SV1021 back).
 */
function scheduledFlightNumber(carrier: string, from: string, to: string, index: number): string {
  const [first, second] = [from, to].sort()
  const block = 100 + (hashText(`${carrier}${first}${second}`) % 400) * 20
  return `${carrier}${block + index * 2 + (from === first ? 0 : 1)}`
}

/** Every way to fly one leg on a date: nonstop flights and connections with 1, 2 and 3 stops. */
export function legOptions(network: Network, origin: string, destination: string, date: string): LegOption[] {
  const from = network.airports.get(origin)
  const to = network.airports.get(destination)
  if (!from || !to || origin === destination) return []
  const random = seededRandom(`leg:${origin}:${destination}:${date}`)
  const km = distanceKm(from, to)
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
  // Thursday and Sunday are the Saudi weekend's edges: the busiest, dearest days.
  const dayFactor = weekday === 4 || weekday === 0 ? 1.12 : weekday === 2 ? 0.94 : 1

  const options: LegOption[] = []
  const build = (stops: string[], carriers: string[], departureMinute: number, number?: string) => {
    const points = [origin, ...stops, destination].map((iata) => network.airports.get(iata)!)
    const segments: PlannedSegment[] = []
    let departsAt = localInstant(date, departureMinute, from.timezone)
    let fareKm = 0
    for (let index = 0; index < points.length - 1; index += 1) {
      const a = points[index]!
      const b = points[index + 1]!
      const segmentKm = distanceKm(a, b)
      const carrier = carriers[index]!
      const arrivesAt = departsAt + flightMinutes(segmentKm) * 60_000
      segments.push({
        flightNumber: number ?? flightNumber(carrier, a.iata, b.iata, departureMinute),
        airline: carrier,
        aircraft: aircraftFor(random, carrier, segmentKm),
        origin: a.iata,
        destination: b.iata,
        departsAt,
        arrivesAt,
        distanceKm: segmentKm,
      })
      fareKm += segmentKm
      departsAt = arrivesAt + random.int(11, 44) * 5 * 60_000
    }
    const carrier = carriers[0]!
    const carrierFactor = LOW_COST.has(carrier) ? 0.72 : PREMIUM.has(carrier) ? 1.1 : 1
    const baseSar = Math.round(
      (120 + 0.32 * fareKm) * carrierFactor * dayFactor * 0.86 ** stops.length * random.between(0.88, 1.2),
    )
    options.push({ segments, carrier, baseSar })
  }
  const departureMinute = () => random.int(60, 282) * 5 // 05:00 to 23:30

  const domestic = from.domestic && to.domestic
  for (const carrier of directCarriers(network, from, to, km)) {
    // At home, as many flights as the airline's timetable has, spread over the day; abroad one or two.
    const flights = domestic
      ? domesticDailyFlights(origin, destination, carrier, weekday, random)
      : random.int(1, 2)
    const minutes = domestic
      ? departureMinutes(flights, random)
      : Array.from({ length: flights }, () => departureMinute())
    minutes.forEach((minute, index) =>
      build(
        [],
        [carrier],
        minute,
        domestic ? scheduledFlightNumber(carrier, origin, destination, index) : undefined,
      ),
    )
  }
  for (const routes of connectingRoutes(network, from, to, km)) {
    for (const { via } of routes) {
      // Each segment is flown by the carrier of the hub it connects at; the last by the last hub's.
      const carriers = [...via.map((hub) => HUB_CARRIERS[hub]!), HUB_CARRIERS[via[via.length - 1]!]!]
      if (carriers.some((code) => !network.airlines.has(code))) continue
      const departures = via.length === 1 ? random.int(1, 2) : 1
      for (let index = 0; index < departures; index += 1) build(via, carriers, departureMinute())
    }
  }
  return options.sort((a, b) => a.segments[0]!.departsAt - b.segments[0]!.departsAt)
}

/** How many options of each leg are combined: round trips and multi-city stay near 200–400 results. */
const COMBINATIONS_PER_LEG: Record<number, number> = { 1: 1000, 2: 20, 3: 6, 4: 4, 5: 3 }

function cheapestFirst(options: LegOption[], count: number): LegOption[] {
  return [...options].sort((a, b) => a.baseSar - b.baseSar).slice(0, count)
}

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193
/** What `hashText(\`x${signature}\`)` starts from: the hash of "x". */
const X_OFFSET = Math.imul(FNV_OFFSET ^ 'x'.charCodeAt(0), FNV_PRIME)

/**
 * An itinerary's id: `hashText(signature)` in base 36, then the start of `hashText('x' + signature)`.
 * Both hashes are taken in one pass, as a search names hundreds of itineraries.
 */
function itineraryIdOf(signature: string): string {
  let first = FNV_OFFSET
  let second = X_OFFSET
  for (let index = 0; index < signature.length; index += 1) {
    const code = signature.charCodeAt(index)
    first = Math.imul(first ^ code, FNV_PRIME)
    second = Math.imul(second ^ code, FNV_PRIME)
  }
  return (first >>> 0).toString(36).padStart(7, '0') + (second >>> 0).toString(36).slice(0, 3)
}

/** The itineraries of a search, each with its content provider; same search, same list. */
export function planItineraries(network: Network, search: SearchCriteria): PlannedItinerary[] {
  const [first] = search.legs
  if (!first) return []
  const legs =
    search.tripType === 'round_trip'
      ? [
          first,
          { origin: first.destination, destination: first.origin, date: search.returnDate ?? first.date },
        ]
      : search.legs
  const perLeg = COMBINATIONS_PER_LEG[legs.length] ?? 2
  const choices = legs.map((leg) =>
    cheapestFirst(legOptions(network, leg.origin, leg.destination, leg.date), perLeg),
  )
  if (choices.some((options) => options.length === 0)) return []

  let combinations: LegOption[][] = [[]]
  for (const options of choices) {
    combinations = combinations.flatMap((partial) =>
      options
        // A later leg leaves after the previous one lands.
        .filter((option) => {
          const previous = partial[partial.length - 1]
          return !previous || option.segments[0]!.departsAt > previous.segments.at(-1)!.arrivesAt + 3_600_000
        })
        .map((option) => [...partial, option]),
    )
  }
  const seen = new Set<string>()
  const itineraries: PlannedItinerary[] = []
  for (const combination of combinations) {
    let signature = ''
    for (const leg of combination)
      for (const segment of leg.segments)
        signature += `${signature ? '|' : ''}${segment.flightNumber}@${segment.departsAt}`
    const id = itineraryIdOf(signature)
    if (seen.has(id)) continue
    seen.add(id)
    const validatingAirline = combination[0]!.carrier
    itineraries.push({
      id,
      provider: CONTENT_PROVIDERS[hashText(id) % CONTENT_PROVIDERS.length]!.id,
      validatingAirline,
      legs: combination,
      lowCost: combination.every((leg) => LOW_COST.has(leg.carrier)),
    })
  }
  return itineraries
}

// ——— fares ———

export interface FareFamily {
  id: string
  cabin: Cabin
  name: { en: string; ar: string }
  /** Times the cabin's base fare. */
  factor: number
  checkedPieces: number
  checkedKg: number
  cabinKg: number
  /** Riyals; null means free, `false` means not allowed. */
  changeFeeSar: number | null | false
  refundFeeSar: number | null | false
}

const CABIN_FACTOR: Record<Cabin, number> = { economy: 1, premium_economy: 1.9, business: 3.4 }

export const FARE_FAMILIES: FareFamily[] = [
  {
    id: 'economy-light',
    cabin: 'economy',
    name: { en: 'Economy Light', ar: 'الاقتصادية لايت' },
    factor: 1,
    checkedPieces: 0,
    checkedKg: 0,
    cabinKg: 7,
    changeFeeSar: false,
    refundFeeSar: false,
  },
  {
    id: 'economy-value',
    cabin: 'economy',
    name: { en: 'Economy Value', ar: 'الاقتصادية القيّمة' },
    factor: 1.2,
    checkedPieces: 1,
    checkedKg: 23,
    cabinKg: 7,
    changeFeeSar: 150,
    refundFeeSar: 300,
  },
  {
    id: 'economy-flex',
    cabin: 'economy',
    name: { en: 'Economy Flex', ar: 'الاقتصادية المرنة' },
    factor: 1.55,
    checkedPieces: 2,
    checkedKg: 23,
    cabinKg: 7,
    changeFeeSar: null,
    refundFeeSar: null,
  },
  {
    id: 'premium_economy-standard',
    cabin: 'premium_economy',
    name: { en: 'Premium Economy', ar: 'الاقتصادية المميزة' },
    factor: 1,
    checkedPieces: 2,
    checkedKg: 23,
    cabinKg: 10,
    changeFeeSar: 100,
    refundFeeSar: 250,
  },
  {
    id: 'premium_economy-flex',
    cabin: 'premium_economy',
    name: { en: 'Premium Economy Flex', ar: 'الاقتصادية المميزة المرنة' },
    factor: 1.3,
    checkedPieces: 2,
    checkedKg: 23,
    cabinKg: 10,
    changeFeeSar: null,
    refundFeeSar: null,
  },
  {
    id: 'business-classic',
    cabin: 'business',
    name: { en: 'Business', ar: 'الأعمال' },
    factor: 1,
    checkedPieces: 2,
    checkedKg: 32,
    cabinKg: 14,
    changeFeeSar: null,
    refundFeeSar: 200,
  },
  {
    id: 'business-flex',
    cabin: 'business',
    name: { en: 'Business Flex', ar: 'الأعمال المرنة' },
    factor: 1.25,
    checkedPieces: 3,
    checkedKg: 32,
    cabinKg: 14,
    changeFeeSar: null,
    refundFeeSar: null,
  },
]

/** The families an itinerary sells in a cabin (low-cost carriers: Economy only). */
export function familiesOf(itinerary: PlannedItinerary, cabin?: Cabin): FareFamily[] {
  return FARE_FAMILIES.filter(
    (family) => (!cabin || family.cabin === cabin) && (!itinerary.lowCost || family.cabin === 'economy'),
  )
}

/** One adult's base fare of a family on an itinerary, in whole riyals. */
export function adultBaseSar(itinerary: PlannedItinerary, family: FareFamily): number {
  const legs = itinerary.legs.reduce((sum, leg) => sum + leg.baseSar, 0)
  return Math.round(legs * CABIN_FACTOR[family.cabin] * family.factor)
}

export function seatsLeft(itinerary: PlannedItinerary, family: FareFamily): number {
  return 1 + (hashText(`${itinerary.id}:${family.id}`) % 9)
}

export const isDomesticTrip = (network: Network, itinerary: PlannedItinerary) =>
  itinerary.legs.every((leg) =>
    leg.segments.every(
      (segment) =>
        network.airports.get(segment.origin)?.domestic && network.airports.get(segment.destination)?.domestic,
    ),
  )

/** All segments of an itinerary with their ids (`leg-segment`). */
export const segmentsOf = (itinerary: PlannedItinerary) =>
  itinerary.legs.flatMap((leg, legIndex) =>
    leg.segments.map((segment, index) => ({ id: `${legIndex}-${index}`, leg: legIndex, segment })),
  )
