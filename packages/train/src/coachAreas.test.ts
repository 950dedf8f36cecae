import type { TrainSeatmap } from '@rihla/api-contract/trains'
import { describe, expect, it } from 'vitest'
import { coachAreas } from './coachAreas'

const seat = (
  id: string,
  row: number,
  letter: string,
  state: 'available' | 'held_by_you' | 'occupied',
  wheelchair = false,
) => ({
  id,
  row,
  letter,
  position: 'window' as const,
  facing: 'forward' as const,
  wheelchair,
  state,
})

const seatmap: TrainSeatmap = {
  refId: 'R',
  trainId: 'HHR-8103',
  class: 'business',
  held: ['3-1B'],
  heldUntil: '2026-12-10T08:00:00Z',
  coaches: [
    {
      number: 3,
      class: 'business',
      layout: ['A', null, 'B', 'C'],
      cabinSize: null,
      seats: [
        seat('3-2A', 2, 'A', 'available'),
        seat('3-1A', 1, 'A', 'occupied'),
        seat('3-1B', 1, 'B', 'held_by_you'),
        seat('3-1C', 1, 'C', 'available'),
        seat('3-3W', 3, 'W', 'available', true),
      ],
    },
  ],
}

describe('coachAreas', () => {
  it('lays a coach out in rows, with the aisle and each seat’s state', () => {
    const [coach] = coachAreas(seatmap, (c) => `Coach ${c.number}`)
    expect(coach!.id).toBe('3')
    expect(coach!.name).toBe('Coach 3')
    expect(coach!.layout).toEqual(['A', '', 'B', 'C'])
    expect(coach!.rows.map((row) => row.label)).toEqual(['1', '2', '3'])
    expect(coach!.rows[0]!.seats.map((s) => [s.id, s.column, s.state])).toEqual([
      ['3-1A', 'A', 'taken'],
      ['3-1B', 'B', 'selected'],
      ['3-1C', 'C', 'available'],
    ])
    // The wheelchair space at the coach's end, whose letter is no column, is drawn in the first one.
    expect(coach!.rows[2]!.seats.map((s) => [s.id, s.column, s.state])).toEqual([['3-3W', 'A', 'special']])
  })
})
