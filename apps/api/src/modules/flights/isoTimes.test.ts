import { describe, expect, it } from 'vitest'
import { isoInstant, isoMinute } from './isoTimes'

const MINUTE = 60_000
const start = Date.UTC(2026, 0, 1)

describe('ISO times written without a Date', () => {
  it('write what toISOString writes, over a year of five-minute steps and odd instants', () => {
    const instants = [
      ...Array.from({ length: 366 * 288 }, (_, step) => start + step * 5 * MINUTE),
      // Seconds and thousandths, a leap day, the epoch, and the years where toISOString writes six digits.
      start + 7_654_321,
      Date.UTC(2028, 1, 29, 23, 59, 59, 9),
      Date.UTC(2028, 1, 29, 23, 59, 59, 99),
      0,
      -1,
      Date.UTC(10_000, 0, 1),
      start + 0.5,
    ]
    for (const ms of instants) {
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString())
      expect(isoMinute(ms)).toBe(new Date(ms).toISOString().slice(0, 16))
    }
  })
})
