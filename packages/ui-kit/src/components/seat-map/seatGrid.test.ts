import type { SeatmapResponse } from '@rihla/api-contract/flights'
import { describe, expect, it } from 'vitest'
import { firstSeat, moveInGrid, pointOf, seatGrid } from './seatGrid'

const sar = (amount: number) => ({ amount, currency: 'SAR' })

function row(number: number, letters: string[], cabin: 'economy' | 'business', exitRow = false) {
  return {
    row: number,
    seats: letters.map((letter) => ({
      seat: `${number}${letter}`,
      cabin,
      state: cabin === 'economy' ? ('available' as const) : ('other_cabin' as const),
      price: sar(2_000),
      exitRow,
    })),
  }
}

const seatmap: Pick<SeatmapResponse, 'layout' | 'rows'> = {
  layout: ['A', 'B', 'C', '', 'D', 'E', 'F'],
  rows: [
    row(1, ['A', 'C', 'D', 'F'], 'business'),
    row(9, ['A', 'B', 'C', 'D', 'E', 'F'], 'economy'),
    row(10, ['A', 'C', 'D', 'F'], 'economy'),
    row(14, ['A', 'B', 'C', 'D', 'E', 'F'], 'economy', true),
  ],
}

describe('seat grid', () => {
  const grid = seatGrid(seatmap)

  it('shows the traveller’s cabin under the layout’s columns, with each seat’s place', () => {
    expect(grid.map((r) => r.row)).toEqual([9, 10, 14])
    const places = grid[0]!.cells.map((cell) => (cell.kind === 'seat' ? cell.position : cell.kind))
    expect(places).toEqual(['window', 'middle', 'aisle', 'aisle', 'aisle', 'middle', 'window'])
    const narrow = grid[1]!.cells.map((cell) => (cell.kind === 'seat' ? cell.position : cell.kind))
    expect(narrow).toEqual(['window', 'none', 'aisle', 'aisle', 'aisle', 'none', 'window'])
    expect(grid[2]!.exitRow).toBe(true)
  })

  it('moves across aisles and gaps with the arrow keys', () => {
    const start = pointOf(grid, '9C')!
    expect(moveInGrid(grid, start, 'ArrowRight')).toEqual(pointOf(grid, '9D'))
    expect(moveInGrid(grid, pointOf(grid, '10A')!, 'ArrowRight')).toEqual(pointOf(grid, '10C'))
    expect(moveInGrid(grid, pointOf(grid, '9A')!, 'ArrowLeft')).toEqual(pointOf(grid, '9A'))
    // Down from 9B lands on the nearest seat of row 10 (10A; B is missing there).
    expect(moveInGrid(grid, pointOf(grid, '9B')!, 'ArrowDown')).toEqual(pointOf(grid, '10A'))
    expect(moveInGrid(grid, pointOf(grid, '14F')!, 'ArrowDown')).toEqual(pointOf(grid, '14F'))
    expect(moveInGrid(grid, pointOf(grid, '10D')!, 'Home')).toEqual(pointOf(grid, '10A'))
    expect(moveInGrid(grid, pointOf(grid, '9A')!, 'End', true)).toEqual(pointOf(grid, '14F'))
    expect(moveInGrid(grid, pointOf(grid, '14F')!, 'PageUp')).toEqual(pointOf(grid, '9F'))
    expect(moveInGrid(grid, start, 'Enter')).toBeNull()
    expect(firstSeat(grid)).toEqual(pointOf(grid, '9A'))
  })
})
