import { searchInteger, searchText } from '@rihla/core/routing'

// Only shapes are checked here, as cheaply as can be: the routes load with the first page, and the
// contract's buses module with the screens, whose schema then checks the whole search.

/** A results page's cities, `riyadh-to-dammam`; city ids have hyphens of their own, "-to-" never. */
export function citiesOfSegment(segment: string): { from: string; to: string } | null {
  const parts = segment.split('-to-')
  if (parts.length !== 2) return null
  const [from, to] = parts as [string, string]
  return /^[a-z][a-z-]*$/.test(from) && /^[a-z][a-z-]*$/.test(to) ? { from, to } : null
}

export const citiesSegment = (from: string, to: string) => `${from}-to-${to}`

/**
 * The results page's address besides the cities: the day and the travellers, so a link can be shared;
 * and `bundle`, the order of a paid trip bundle whose next trip is being booked.
 */
export const busResultsSearch = (search: Record<string, unknown>) => ({
  date: searchText(search.date, 10),
  adults: searchInteger(search.adults, 0, 9),
  children: searchInteger(search.children, 0, 9),
  infants: searchInteger(search.infants, 0, 9),
  bundle: searchText(search.bundle, 36),
})
export type BusResultsSearch = Partial<ReturnType<typeof busResultsSearch>>
