import type { TrainClass } from '@rihla/api-contract/trains'

// How each line runs, from ../shared/reference/saudi-facts.json (`rail`): minutes from the line's first
// station, the day's departures from each end, and the fare model. The stations themselves (names in
// both languages, order) are the seeded `rail_stations`.

/** An adult's fare for a stretch of `minutes`, in halalas: boarding plus a rate per minute ridden. */
export interface FareModel {
  boardHalalas: number
  perMinuteHalalas: number
}

export interface Service {
  /** Saudi time the train leaves its first station, `HH:MM`. */
  departs: string
  /** Station ids it runs between, in its direction; the stations between on the line are its stops. */
  from: string
  to: string
  night?: boolean
}

export interface LineRules {
  id: string
  /** Service numbers start here (`HHR-8101`): odd away from the first station, even towards it. */
  prefix: string
  firstNumber: number
  /** Minutes from the line's first station to each station (arrival); a stop lasts DWELL_MINUTES. */
  minutes: Record<string, number>
  fares: Partial<Record<TrainClass, FareModel>>
  services: Service[]
}

export const DWELL_MINUTES = 2

const both = (first: string, last: string, times: string[]): Service[] =>
  times.flatMap((departs) => [
    { departs, from: first, to: last },
    { departs, from: last, to: first },
  ])

const hourly = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${String(from + index).padStart(2, '0')}:00`)

/**
 * Fares are calibrated on the facts' sourced prices: Haramain Makkah–Jeddah SAR 40 and Makkah–Madinah
 * SAR 150 economy (business about twice); East Riyadh–Dammam SAR 60 / 110; North Riyadh–Majmaah SAR
 * 40 / 120 to Qurayyat SAR 150 / 350, a night sleeper berth SAR 175 (a 4-berth cabin SAR 700).
 */
export const LINE_RULES: LineRules[] = [
  {
    id: 'haramain',
    prefix: 'HHR',
    firstNumber: 8101,
    minutes: { 'HHR-MAK': 0, 'HHR-JED': 45, 'HHR-KAIA': 60, 'HHR-KAEC': 100, 'HHR-MED': 165 },
    fares: {
      economy: { boardHalalas: 330, perMinuteHalalas: 92 },
      business: { boardHalalas: 1000, perMinuteHalalas: 150 },
    },
    services: both('HHR-MAK', 'HHR-MED', hourly(6, 22)),
  },
  {
    id: 'sar-east',
    prefix: 'SAR',
    firstNumber: 101,
    minutes: { 'SAR-RUH-E': 0, 'SAR-HOF': 165, 'SAR-ABQ': 210, 'SAR-DMM': 255 },
    fares: {
      economy: { boardHalalas: 1750, perMinuteHalalas: 17 },
      business: { boardHalalas: 2500, perMinuteHalalas: 33 },
    },
    services: both('SAR-RUH-E', 'SAR-DMM', ['06:00', '09:30', '13:00', '16:30', '19:30']),
  },
  {
    id: 'sar-north',
    prefix: 'SAR',
    firstNumber: 301,
    minutes: {
      'SAR-RUH-N': 0,
      'SAR-MJM': 90,
      'SAR-QSM': 150,
      'SAR-HAS': 285,
      'SAR-JOF': 480,
      'SAR-QRY': 630,
    },
    fares: {
      economy: { boardHalalas: 2170, perMinuteHalalas: 20 },
      business: { boardHalalas: 8170, perMinuteHalalas: 43 },
      sleeper: { boardHalalas: 5000, perMinuteHalalas: 20 },
    },
    services: [
      ...both('SAR-RUH-N', 'SAR-QRY', ['07:00', '15:00']),
      ...both('SAR-RUH-N', 'SAR-HAS', ['10:00', '18:30']),
      { departs: '22:00', from: 'SAR-RUH-N', to: 'SAR-QRY', night: true },
      { departs: '21:00', from: 'SAR-QRY', to: 'SAR-RUH-N', night: true },
    ],
  },
]

/** Classes a service sells: the sleeper only on a night train, and a night train sells no business. */
export const classesOf = (line: LineRules, service: Service): TrainClass[] =>
  service.night
    ? ['economy', 'sleeper']
    : (['economy', 'business'] as TrainClass[]).filter((c) => line.fares[c])

/** One adult's fare for a ride of `minutes` in a class, in halalas, whole riyals. */
export function adultFareHalalas(model: FareModel, minutes: number) {
  return Math.round((model.boardHalalas + model.perMinuteHalalas * minutes) / 100) * 100
}
