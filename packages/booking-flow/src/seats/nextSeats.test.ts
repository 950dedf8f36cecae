import { describe, expect, it } from 'vitest'
import { firstArea, nextSeats } from './nextSeats'

describe('nextSeats', () => {
  it('adds a seat while a traveller has none', () => {
    expect(nextSeats([], '3-1A', 3)).toEqual({ kind: 'hold', seats: ['3-1A'] })
    expect(nextSeats(['3-1A'], '3-1B', 3)).toEqual({ kind: 'hold', seats: ['3-1A', '3-1B'] })
  })
  it('lets a chosen seat go', () => {
    expect(nextSeats(['3-1A', '3-1B'], '3-1A', 2)).toEqual({ kind: 'hold', seats: ['3-1B'] })
  })
  it('refuses one seat more than the seated travellers', () => {
    expect(nextSeats(['3-1A', '3-1B'], '3-2A', 2)).toEqual({ kind: 'full' })
  })
})

describe('firstArea', () => {
  const areas = [
    { id: '1', seatIds: ['1-1A'], free: 0 },
    { id: '2', seatIds: ['2-1A'], free: 4 },
    { id: '3', seatIds: ['3-1A'], free: 4 },
  ]
  it('opens where the traveller already sits', () => {
    expect(firstArea(areas, ['3-1A'])).toBe('3')
  })
  it('else the first area with a free seat', () => {
    expect(firstArea(areas, [])).toBe('2')
    expect(firstArea(areas.slice(0, 1), [])).toBe('1')
  })
})
