import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import type { Itinerary } from '@rihla/api-contract/flights'

// What the results list shows of the itineraries found: the visitor's filters and sort order. Pure
// functions, so a filter or sort click over 1,000 itineraries costs one pass and one sort.

export const SORT_ORDERS = ['cheapest', 'recommended', 'quickest'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** Parts of the day, by the local hour at the airport: [from, to). */
export const TIME_WINDOWS = {
  night: [0, 6],
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
} as const satisfies Record<string, readonly [number, number]>
export type TimeWindow = keyof typeof TIME_WINDOWS

/** Direct, 1, 2 and 3 stops (SPEC.md §1: up to 3 layover counts are filterable). */
export const STOP_COUNTS = [0, 1, 2, 3] as const

export interface ResultFilters {
  /** Stop counts allowed; empty allows any. */
  stops: number[]
  /** Validating airlines' codes allowed; empty allows any. */
  airlines: string[]
  /** Highest total of the cheapest fare, in minor units; null for no limit. */
  maxPrice: number | null
  departureWindows: TimeWindow[]
  arrivalWindows: TimeWindow[]
  /** Longest flight (any leg), in minutes; null for no limit. */
  maxDurationMinutes: number | null
  baggageIncluded: boolean
  refundable: boolean
}

export const noFilters = (): ResultFilters => ({
  stops: [],
  airlines: [],
  maxPrice: null,
  departureWindows: [],
  arrivalWindows: [],
  maxDurationMinutes: null,
  baggageIncluded: false,
  refundable: false,
})

export const hasFilters = (filters: ResultFilters) =>
  filters.stops.length > 0 ||
  filters.airlines.length > 0 ||
  filters.maxPrice !== null ||
  filters.departureWindows.length > 0 ||
  filters.arrivalWindows.length > 0 ||
  filters.maxDurationMinutes !== null ||
  filters.baggageIncluded ||
  filters.refundable

/** How many filters are set, for the "Filters (n)" button: each chosen stop count, airline and time of day counts. */
export const activeFilterCount = (filters: ResultFilters) =>
  filters.stops.length +
  filters.airlines.length +
  (filters.maxPrice === null ? 0 : 1) +
  filters.departureWindows.length +
  filters.arrivalWindows.length +
  (filters.maxDurationMinutes === null ? 0 : 1) +
  (filters.baggageIncluded ? 1 : 0) +
  (filters.refundable ? 1 : 0)

/** The total of an itinerary's cheapest fare (fares come cheapest first), in minor units. */
export const lowestTotal = (itinerary: Itinerary) =>
  Math.min(...itinerary.fares.map((fare) => fare.price.total.amount))

export const totalMinutes = (itinerary: Itinerary) =>
  itinerary.legs.reduce((sum, leg) => sum + leg.durationMinutes, 0)

const maxStops = (itinerary: Itinerary) => Math.max(...itinerary.legs.map((leg) => leg.stops))

/** The local hour of `YYYY-MM-DDTHH:mm`. */
const hourOf = (local: string) => Number(local.slice(11, 13))

const inWindows = (local: string | undefined, windows: TimeWindow[]) => {
  if (!windows.length) return true
  if (!local) return false
  const hour = hourOf(local)
  return windows.some((window) => hour >= TIME_WINDOWS[window][0] && hour < TIME_WINDOWS[window][1])
}

/** Whether an itinerary passes every filter; times are the first flight's departure and arrival. */
export function matchesFilters(itinerary: Itinerary, filters: ResultFilters): boolean {
  const [firstLeg] = itinerary.legs
  const departure = firstLeg?.segments[0]?.departureLocal
  const arrival = firstLeg?.segments.at(-1)?.arrivalLocal
  return (
    (!filters.stops.length || filters.stops.includes(Math.min(maxStops(itinerary), 3))) &&
    (!filters.airlines.length || filters.airlines.includes(itinerary.validatingAirline.code)) &&
    (filters.maxPrice === null || lowestTotal(itinerary) <= filters.maxPrice) &&
    inWindows(departure, filters.departureWindows) &&
    inWindows(arrival, filters.arrivalWindows) &&
    (filters.maxDurationMinutes === null ||
      itinerary.legs.every((leg) => leg.durationMinutes <= filters.maxDurationMinutes!)) &&
    (!filters.baggageIncluded || itinerary.fares.some((fare) => fare.baggage.checkedPieces > 0)) &&
    (!filters.refundable || itinerary.fares.some((fare) => fare.refundable))
  )
}

/**
 * Recommended weighs price against time: each minute of travel and each stop count as a share of
 * the cheapest price found, so a slightly dearer direct flight beats a long connection.
 */
function recommendedScores(itineraries: Itinerary[]): Map<Itinerary, number> {
  const cheapest = Math.min(...itineraries.map(lowestTotal))
  const quickest = Math.min(...itineraries.map(totalMinutes))
  return new Map(
    itineraries.map((itinerary) => [
      itinerary,
      lowestTotal(itinerary) / cheapest + totalMinutes(itinerary) / quickest + maxStops(itinerary) * 0.25,
    ]),
  )
}

/** The first flight's departure instant (UTC, ISO), so departures from different time zones compare. */
const departsAt = (itinerary: Itinerary) => itinerary.legs[0]?.segments[0]?.departsAt ?? ''

const byDeparture = (a: Itinerary, b: Itinerary) =>
  departsAt(a) < departsAt(b) ? -1 : departsAt(a) > departsAt(b) ? 1 : 0

/**
 * A sorted copy. Equal durations go cheapest first, then earliest departure (what a traveller choosing
 * between two equally quick flights looks at next); equal prices go earliest first. The itinerary id
 * settles anything left, so the list never reshuffles between renders.
 */
export function sortItineraries(itineraries: Itinerary[], order: SortOrder): Itinerary[] {
  const byId = (a: Itinerary, b: Itinerary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  const byPrice = (a: Itinerary, b: Itinerary) => lowestTotal(a) - lowestTotal(b)
  if (order === 'cheapest') {
    return itineraries.toSorted((a, b) => byPrice(a, b) || byDeparture(a, b) || byId(a, b))
  }
  if (order === 'quickest') {
    return itineraries.toSorted(
      (a, b) => totalMinutes(a) - totalMinutes(b) || byPrice(a, b) || byDeparture(a, b) || byId(a, b),
    )
  }
  const scores = recommendedScores(itineraries)
  return itineraries.toSorted((a, b) => scores.get(a)! - scores.get(b)! || byId(a, b))
}

export function visibleItineraries(
  itineraries: Itinerary[],
  filters: ResultFilters,
  order: SortOrder,
): Itinerary[] {
  return sortItineraries(
    itineraries.filter((itinerary) => matchesFilters(itinerary, filters)),
    order,
  )
}

/** What the filters offer for these results: airlines with their lowest price, price and time bounds. */
export function filterFacets(itineraries: Itinerary[]) {
  const airlines = new Map<string, { code: string; name: string; lowest: number; count: number }>()
  let minPrice = Infinity
  let maxPrice = 0
  let maxDuration = 0
  const stops = new Set<number>()
  for (const itinerary of itineraries) {
    const total = lowestTotal(itinerary)
    minPrice = Math.min(minPrice, total)
    maxPrice = Math.max(maxPrice, total)
    maxDuration = Math.max(maxDuration, ...itinerary.legs.map((leg) => leg.durationMinutes))
    stops.add(Math.min(maxStops(itinerary), 3))
    const { code, name } = itinerary.validatingAirline
    const entry = airlines.get(code)
    if (entry) {
      entry.lowest = Math.min(entry.lowest, total)
      entry.count += 1
    } else airlines.set(code, { code, name, lowest: total, count: 1 })
  }
  return {
    airlines: [...airlines.values()].sort((a, b) => a.lowest - b.lowest),
    minPrice: Number.isFinite(minPrice) ? minPrice : 0,
    maxPrice,
    maxDuration,
    stops: STOP_COUNTS.filter((count) => stops.has(count)),
    currency: itineraries[0]?.fares[0]?.price.total.currency ?? DEFAULT_CURRENCY,
  }
}
