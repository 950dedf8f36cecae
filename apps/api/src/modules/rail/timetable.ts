import { DWELL_MINUTES } from './lines'
import type { LineRules, Service } from './lines'

// The day's trains of a line, in Saudi time (UTC+03:00, no daylight saving), the same every day.

const SAUDI_OFFSET_MS = 3 * 3_600_000

export interface StopTime {
  station: string
  /** Epoch milliseconds; null at the service's first (arrival) or last (departure) station. */
  arrival: number | null
  departure: number | null
}

export interface ScheduledTrain {
  id: string
  line: LineRules
  service: Service
  date: string
  stops: StopTime[]
}

/** An instant as Saudi local time with its offset: `2026-12-01T07:45:00+03:00`. */
export const saudiIso = (ms: number) => `${new Date(ms + SAUDI_OFFSET_MS).toISOString().slice(0, 19)}+03:00`

/** Every train a line runs on a date, numbered odd away from its first station and even towards it. */
export function trainsOn(line: LineRules, date: string): ScheduledTrain[] {
  const outbound = (service: Service) => line.minutes[service.from]! < line.minutes[service.to]!
  const numbered = (services: Service[], first: number) =>
    [...services]
      .sort((a, b) => a.departs.localeCompare(b.departs))
      .map((service, index) => ({ service, number: first + 2 * index }))
  const all = [
    ...numbered(line.services.filter(outbound), line.firstNumber),
    ...numbered(
      line.services.filter((service) => !outbound(service)),
      line.firstNumber + 1,
    ),
  ]
  return all.map(({ service, number }) => {
    const start = Date.parse(`${date}T${service.departs}:00+03:00`)
    const from = line.minutes[service.from]!
    const to = line.minutes[service.to]!
    const calls = Object.entries(line.minutes)
      .filter(([, minutes]) => minutes >= Math.min(from, to) && minutes <= Math.max(from, to))
      .sort(([, a], [, b]) => (from < to ? a - b : b - a))
    const stops = calls.map(([station, minutes], index) => {
      const at = start + Math.abs(minutes - from) * 60_000
      return {
        station,
        arrival: index === 0 ? null : at,
        departure: index === calls.length - 1 ? null : index === 0 ? at : at + DWELL_MINUTES * 60_000,
      }
    })
    return { id: `${line.prefix}-${number}`, line, service, date, stops }
  })
}

/** The train's call at a station, when it stops there. */
export const stopAt = (train: ScheduledTrain, station: string) =>
  train.stops.find((stop) => stop.station === station)

/** Whether the train calls at `from`, then later at `to`. */
export function runsBetween(train: ScheduledTrain, from: string, to: string) {
  const a = train.stops.findIndex((stop) => stop.station === from)
  const b = train.stops.findIndex((stop) => stop.station === to)
  return a >= 0 && b > a
}
