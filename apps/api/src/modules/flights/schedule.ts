import type { SeededRandom } from '../inventory/random'

// How many nonstop flights each airline flies a day on the kingdom's domestic routes, so a search shows
// a real day: Riyadh–Jeddah is one of the region's busiest routes (Saudia nearly hourly, flynas and
// flyadeal many times a day), while a regional airport sees one or two flights. The figures follow the
// airlines' published timetables in round numbers (reference/saudi-facts has no frequencies; they are
// approximate and for demo data). Both directions fly the same number.

type Frequencies = Readonly<Partial<Record<'SV' | 'XY' | 'F3', number>>>

const DOMESTIC_DAILY: Readonly<Record<string, Frequencies>> = {
  'JED-RUH': { SV: 22, XY: 10, F3: 8 },
  'DMM-RUH': { SV: 10, XY: 4, F3: 3 },
  'DMM-JED': { SV: 8, XY: 4, F3: 3 },
  'MED-RUH': { SV: 6, XY: 3, F3: 3 },
  'AHB-RUH': { SV: 5, XY: 3, F3: 3 },
  'AHB-JED': { SV: 4, XY: 2, F3: 2 },
  'RUH-TUU': { SV: 4, XY: 2, F3: 2 },
  'GIZ-RUH': { SV: 4, XY: 2, F3: 2 },
  'ELQ-RUH': { SV: 3, XY: 2, F3: 2 },
  'ELQ-JED': { SV: 3, XY: 2, F3: 1 },
  'GIZ-JED': { SV: 3, XY: 1, F3: 1 },
  'JED-TUU': { SV: 3, XY: 1, F3: 1 },
  'HAS-RUH': { SV: 3, XY: 1, F3: 1 },
  'DMM-MED': { SV: 2, XY: 1, F3: 1 },
  'JED-MED': { SV: 2, F3: 1 },
  'RUH-TIF': { SV: 2, F3: 1 },
  'RUH-YNB': { SV: 2, F3: 1 },
  'AJF-RUH': { SV: 2, XY: 1 },
  'HAS-JED': { SV: 2, XY: 1 },
  'JED-YNB': { SV: 1 },
}

/** The kingdom's weekend edges (Thursday, Sunday): the busiest routes add flights, a tenth more. */
const BUSY_WEEKDAYS = new Set([0, 4])

const pairKey = (a: string, b: string) => (a < b ? `${a}-${b}` : `${b}-${a}`)

/**
 * Nonstop flights a Saudi carrier flies between two domestic airports on a weekday (0 Sunday). A route
 * without published figures is a regional one: Saudia once or twice, each low-cost carrier at most once.
 */
export function domesticDailyFlights(
  origin: string,
  destination: string,
  carrier: string,
  weekday: number,
  random: SeededRandom,
): number {
  const known = DOMESTIC_DAILY[pairKey(origin, destination)]
  if (!known) return carrier === 'SV' ? random.int(1, 2) : random.int(0, 1)
  const daily = known[carrier as keyof Frequencies] ?? 0
  return BUSY_WEEKDAYS.has(weekday) ? Math.round(daily * 1.1) : daily
}

/** Local departure window of the day, in minutes after midnight: first wave at 05:00, last before midnight. */
const FIRST_DEPARTURE = 5 * 60
const LAST_DEPARTURE = 23 * 60 + 45

/**
 * `count` departures spread across the operating day as a timetable spreads them (a shuttle's are about
 * evenly spaced), each moved a little off the grid, in 5-minute steps, earliest first.
 */
export function departureMinutes(count: number, random: SeededRandom): number[] {
  if (count <= 0) return []
  const spacing = (LAST_DEPARTURE - FIRST_DEPARTURE) / count
  const jitter = Math.min(20, spacing / 4)
  return Array.from({ length: count }, (_, index) => {
    const slot = FIRST_DEPARTURE + spacing * (index + 0.5) + random.between(-jitter, jitter)
    return Math.min(LAST_DEPARTURE, Math.max(FIRST_DEPARTURE, Math.round(slot / 5) * 5))
  })
}
