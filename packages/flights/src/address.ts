import type { SearchCriteriaInput } from '@rihla/api-contract/flights'
import type { FlightResultsSearch, flightResultsSearch } from './search'

// Between a search and its results address. Apart from the route's own search validation, so it loads
// with the flight screens rather than with the first page.

const IATA = /^[A-Za-z]{3}$/
const LEG = /^([A-Za-z]{3})\.([A-Za-z]{3})\.(\d{4}-\d{2}-\d{2})$/

export interface AddressLeg {
  origin: string
  destination: string
  date: string
}

/** The flights of a `legs` text, or undefined when it is not 2 to 5 well-formed flights. */
export function parseLegs(value: unknown): AddressLeg[] | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined
  const legs = value.split(',').map((part) => LEG.exec(part))
  if (legs.length < 2 || legs.length > 5 || legs.some((leg) => !leg)) return undefined
  return legs.map((leg) => ({
    origin: leg![1]!.toUpperCase(),
    destination: leg![2]!.toUpperCase(),
    date: leg![3]!,
  }))
}

/** `RUH-to-JED` → the two codes, or null for any other segment. */
export function parseCodes(codes: string): { from: string; to: string } | null {
  const [from, to, ...rest] = codes.split('-to-')
  if (rest.length || !from || !to || !IATA.test(from) || !IATA.test(to)) return null
  return { from: from.toUpperCase(), to: to.toUpperCase() }
}

/**
 * The criteria a results address stands for, priced in the visitor's currency (the schema's default
 * until one is chosen); the contract's schema checks them before the search. The currency is not in the
 * address: a shared link opens in the currency of whoever follows it.
 */
export function criteriaFromAddress(
  codes: string,
  search: FlightResultsSearch,
  currency?: string | null,
): SearchCriteriaInput | null {
  const path = parseCodes(codes)
  if (!path) return null
  const tripType = search.trip ?? (search.return ? 'round_trip' : 'one_way')
  const legs =
    tripType === 'multi_city' && search.legs
      ? (parseLegs(search.legs) ?? [])
      : [{ origin: path.from, destination: path.to, date: search.date ?? '' }]
  return {
    tripType,
    legs,
    returnDate: tripType === 'round_trip' ? (search.return ?? '') : null,
    cabin: search.cabin ?? 'economy',
    adults: search.adults ?? 1,
    children: search.children ?? 0,
    infants: search.infants ?? 0,
    ...(currency ? { currency } : {}),
  }
}

/** A city's name as a path segment: `Riyadh` → `riyadh`, `Abha Regional` → `abha-regional`. */
export const citySlug = (city: string) =>
  city
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'city'

export interface ResultsCities {
  from: string
  to: string
}

/** Where a search's results are: `/flights/{fromCity}-to-{toCity}/{fromCode}-to-{toCode}?…`. */
export function resultsLocation(criteria: SearchCriteriaInput, cities: ResultsCities) {
  const [first] = criteria.legs
  const tripType = criteria.tripType ?? 'one_way'
  const search: ReturnType<typeof flightResultsSearch> = {
    trip: tripType,
    date: tripType === 'multi_city' ? undefined : first?.date,
    return: tripType === 'round_trip' ? (criteria.returnDate ?? undefined) : undefined,
    legs: tripType === 'multi_city' ? legsParam(criteria.legs) : undefined,
    cabin: criteria.cabin === 'economy' ? undefined : criteria.cabin,
    adults: criteria.adults === 1 ? undefined : criteria.adults,
    children: criteria.children ? criteria.children : undefined,
    infants: criteria.infants ? criteria.infants : undefined,
  }
  return {
    to: '/{-$locale}/flights/$cities/$codes' as const,
    params: {
      cities: `${citySlug(cities.from)}-to-${citySlug(cities.to)}`,
      codes: `${first?.origin ?? ''}-to-${first?.destination ?? ''}`,
    },
    search,
  }
}

/** The address form of `legs`: what `parseLegs` reads back. */
export const legsParam = (legs: readonly AddressLeg[]) =>
  legs.map((leg) => `${leg.origin}.${leg.destination}.${leg.date}`).join(',')
