import { describe, expect, it } from 'vitest'
import { demandPercent } from './coaches'
import { inventoryOf } from './inventory'
import { LINE_RULES } from './lines'
import { trainsOn } from './timetable'

const haramain = LINE_RULES.find((line) => line.id === 'haramain')!
const train = trainsOn(haramain, '2026-12-10')[0]!
const economyOf = (held: Set<string>) =>
  inventoryOf(train, 'HHR-MAK', 'HHR-MED', held).find((offer) => offer.class === 'economy')!

describe('train inventory', () => {
  it('raises fares in steps as a class fills', () => {
    expect([0, 49, 50, 74, 75, 89, 90, 100].map((taken) => demandPercent(taken, 100))).toEqual([
      0, 0, 15, 15, 30, 30, 50, 50,
    ])
    const empty = economyOf(new Set())
    const seats = empty.coaches.flatMap((coach) => coach.seats.map((seat) => seat.id))
    // Everyone else's holds fill the class up to three free seats: the fare is the full-train fare.
    const nearlyFull = economyOf(new Set(seats.slice(3)))
    expect(nearlyFull.demandPercent).toBe(50)
    expect(nearlyFull.seatsLeft).toBeLessThanOrEqual(3)
    const base = Math.round((empty.adultHalalas * 100) / (100 + empty.demandPercent) / 100) * 100
    expect(nearlyFull.adultHalalas).toBe(Math.round((base * 150) / 100 / 100) * 100)
    expect(nearlyFull.adultHalalas).toBeGreaterThan(empty.adultHalalas)
    expect(nearlyFull.childHalalas).toBe(nearlyFull.adultHalalas / 2)
  })

  it('prices a stretch by the minutes ridden: Makkah–Jeddah costs less than Makkah–Madinah', () => {
    const short = inventoryOf(train, 'HHR-MAK', 'HHR-JED', new Set())[0]!
    const long = economyOf(new Set())
    expect(short.adultHalalas).toBeLessThan(long.adultHalalas)
    expect(short.adultHalalas).toBeGreaterThanOrEqual(4000)
  })
})
