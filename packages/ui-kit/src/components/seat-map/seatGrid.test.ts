import { describe, expect, it } from 'vitest'
import { firstSeat, moveInGrid, pointOf, seatGrid } from './seatGrid.ts'
import type { SeatMapRow } from './seatGrid.ts'

function row(number: number, letters: string[], marked = false): SeatMapRow {
  return {
    label: String(number),
    marked,
    seats: letters.map((letter) => ({ id: `${number}${letter}`, column: letter, state: 'available' })),
  }
}

const layout = ['A', 'B', 'C', '', 'D', 'E', 'F']
const rows = [
  row(9, ['A', 'B', 'C', 'D', 'E', 'F']),
  row(10, ['A', 'C', 'D', 'F']),
  row(14, ['A', 'B', 'C', 'D', 'E', 'F'], true),
]

describe('seat grid', () => {
  const grid = seatGrid(layout, rows)

  it('puts each row’s seats under the layout’s columns, with each seat’s place', () => {
    expect(grid.map((r) => r.label)).toEqual(['9', '10', '14'])
    const places = grid[0]!.cells.map((cell) => (cell.kind === 'seat' ? cell.position : cell.kind))
    expect(places).toEqual(['window', 'middle', 'aisle', 'aisle', 'aisle', 'middle', 'window'])
    const narrow = grid[1]!.cells.map((cell) => (cell.kind === 'seat' ? cell.position : cell.kind))
    expect(narrow).toEqual(['window', 'none', 'aisle', 'aisle', 'aisle', 'none', 'window'])
    expect(grid[2]!.marked).toBe(true)
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

  it('lays out a bus deck of two and one with a single aisle', () => {
    const deck = seatGrid(['A', 'B', '', 'C'], [row(1, ['A', 'B', 'C'])])
    const places = deck[0]!.cells.map((cell) => (cell.kind === 'seat' ? cell.position : cell.kind))
    expect(places).toEqual(['window', 'aisle', 'aisle', 'window'])
  })
})
