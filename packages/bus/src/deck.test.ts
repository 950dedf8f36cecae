import type { BusSeats } from '@rihla/api-contract/buses'
import { describe, expect, it } from 'vitest'
import { deckOf, seatsTogether } from './deck'

/** A small coach `A B | C D` of four rows, the first two kept for families. */
function coach(states: Record<string, BusSeats['seats'][number]['state']> = {}): BusSeats {
  const letters = ['A', 'B', 'C', 'D']
  return {
    refId: 'ref',
    departureId: 'SAT-RUH-DMM-0730-VIP',
    class: 'standard',
    layout: ['A', 'B', null, 'C', 'D'],
    seats: [1, 2, 3, 4].flatMap((row) =>
      letters.map((letter) => ({
        id: `${row}${letter}`,
        row,
        letter,
        position: letter === 'A' || letter === 'D' ? ('window' as const) : ('aisle' as const),
        family: row <= 2,
        state: states[`${row}${letter}`] ?? 'available',
      })),
    ),
    held: [],
    heldUntil: '2026-12-01T10:00:00Z',
  }
}

describe('deckOf', () => {
  it('draws the rows from the front with the aisle, family seats marked, own and taken seats shown', () => {
    const deck = deckOf(coach({ '1A': 'held_by_you', '3C': 'occupied' }), 'Deck')
    expect(deck.layout).toEqual(['A', 'B', '', 'C', 'D'])
    expect(deck.rows.map((row) => [row.label, row.marked])).toEqual([
      ['1', true],
      ['2', true],
      ['3', false],
      ['4', false],
    ])
    const state = (id: string) => deck.rows.flatMap((row) => row.seats).find((seat) => seat.id === id)?.state
    expect([state('1A'), state('1B'), state('3C'), state('3D')]).toEqual([
      'selected',
      'special',
      'taken',
      'available',
    ])
  })
})

describe('seatsTogether', () => {
  it('seats a family side by side in the front rows, on one side of the aisle', () => {
    expect(seatsTogether(coach(), 2, true)).toEqual(['1A', '1B'])
    expect(seatsTogether(coach({ '1A': 'occupied' }), 2, true)).toEqual(['1C', '1D'])
  })

  it('keeps a party without children out of the family rows', () => {
    expect(seatsTogether(coach(), 2, false)).toEqual(['3A', '3B'])
  })

  it('crosses the aisle in the family rows before leaving them', () => {
    const deck = coach({ '1A': 'occupied', '1D': 'occupied', '2A': 'occupied', '2D': 'occupied' })
    expect(seatsTogether(deck, 2, true)).toEqual(['1B', '1C'])
  })

  it('crosses the aisle only when no row has the seats on one side', () => {
    expect(seatsTogether(coach(), 3, false)).toEqual(['3A', '3B', '3C'])
    expect(seatsTogether(coach({ '3B': 'occupied', '4B': 'occupied' }), 3, false)).toBeNull()
  })

  it('finds nothing when the party is larger than any row', () => {
    expect(seatsTogether(coach(), 5, true)).toBeNull()
  })
})
