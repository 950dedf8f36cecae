import type { SeatmapResponse } from '@rihla/api-contract/flights'
import type { Seat } from '../../addons'

// A seat map as a grid: the aircraft's columns (letters, '' for an aisle) and the rows of the
// traveller's cabin, with each seat's place (window, aisle, middle) and keyboard moves across it.

export type SeatPosition = 'window' | 'aisle' | 'middle'

export type SeatCell =
  { kind: 'seat'; seat: Seat; letter: string; position: SeatPosition } | { kind: 'aisle' } | { kind: 'none' }

export interface SeatGridRow {
  row: number
  exitRow: boolean
  cells: SeatCell[]
}

export const letterOf = (seat: string) => seat.replace(/^[0-9]+/, '')

/** The layout's seat blocks between aisles, e.g. [['A','B','C'], ['D','E','F']]. */
function blocksOf(layout: string[]) {
  const blocks: string[][] = [[]]
  for (const letter of layout) {
    if (letter === '') blocks.push([])
    else blocks.at(-1)!.push(letter)
  }
  return blocks.filter((block) => block.length > 0)
}

function positionOf(letter: string, present: string[], blocks: string[][]): SeatPosition {
  if (letter === present[0] || letter === present.at(-1)) return 'window'
  const block = blocks.find((candidate) => candidate.includes(letter)) ?? []
  const inBlock = block.filter((candidate) => present.includes(candidate))
  return letter === inBlock[0] || letter === inBlock.at(-1) ? 'aisle' : 'middle'
}

/**
 * The rows a traveller can choose from: those of their cabin (the others' seats are never theirs), each
 * seat under its letter's column. Smaller cabins leave some columns empty.
 */
export function seatGrid(seatmap: Pick<SeatmapResponse, 'layout' | 'rows'>): SeatGridRow[] {
  const blocks = blocksOf(seatmap.layout)
  return seatmap.rows
    .filter((row) => row.seats.some((seat) => seat.state !== 'other_cabin'))
    .map((row) => {
      const byLetter = new Map(row.seats.map((seat) => [letterOf(seat.seat), seat]))
      const present = seatmap.layout.filter((letter) => byLetter.has(letter))
      return {
        row: row.row,
        exitRow: row.seats.some((seat) => seat.exitRow),
        cells: seatmap.layout.map((letter): SeatCell => {
          if (letter === '') return { kind: 'aisle' }
          const seat = byLetter.get(letter)
          return seat
            ? { kind: 'seat', seat, letter, position: positionOf(letter, present, blocks) }
            : { kind: 'none' }
        }),
      }
    })
}

export interface GridPoint {
  row: number
  column: number
}

const isSeat = (grid: SeatGridRow[], row: number, column: number) => grid[row]?.cells[column]?.kind === 'seat'

function seatColumns(grid: SeatGridRow[], row: number) {
  return grid[row]!.cells.flatMap((cell, column) => (cell.kind === 'seat' ? [column] : []))
}

/** The nearest seat to `column` in a row (the left one on a tie). */
function nearestInRow(grid: SeatGridRow[], row: number, column: number): GridPoint | null {
  const columns = seatColumns(grid, row)
  if (!columns.length) return null
  const best = columns.reduce((found, candidate) =>
    Math.abs(candidate - column) < Math.abs(found - column) ? candidate : found,
  )
  return { row, column: best }
}

/**
 * Where focus goes from `from` on a key of the grid pattern: arrows to the next seat (over aisles and
 * gaps), Home/End to the row's ends, Page Up/Down five rows. The map is drawn left to right in both
 * languages (it pictures the aircraft), so the arrows are never mirrored. Null for any other key.
 */
export function moveInGrid(
  grid: SeatGridRow[],
  from: GridPoint,
  key: string,
  ctrlKey = false,
): GridPoint | null {
  const columns = seatColumns(grid, from.row)
  switch (key) {
    case 'ArrowRight':
    case 'ArrowLeft': {
      const step = key === 'ArrowRight' ? 1 : -1
      for (
        let column = from.column + step;
        column >= 0 && column < grid[from.row]!.cells.length;
        column += step
      ) {
        if (isSeat(grid, from.row, column)) return { row: from.row, column }
      }
      return from
    }
    case 'ArrowDown':
    case 'ArrowUp':
    case 'PageDown':
    case 'PageUp': {
      const step = key === 'ArrowDown' || key === 'PageDown' ? 1 : -1
      const distance = key.startsWith('Page') ? 5 : 1
      let target = from.row
      for (
        let moved = 0, row = from.row + step;
        row >= 0 && row < grid.length && moved < distance;
        row += step
      ) {
        if (seatColumns(grid, row).length) {
          target = row
          moved += 1
        }
      }
      return target === from.row ? from : nearestInRow(grid, target, from.column)
    }
    case 'Home':
      return ctrlKey ? firstSeat(grid) : { row: from.row, column: columns[0]! }
    case 'End': {
      if (!ctrlKey) return { row: from.row, column: columns.at(-1)! }
      for (let row = grid.length - 1; row >= 0; row -= 1) {
        const last = seatColumns(grid, row).at(-1)
        if (last !== undefined) return { row, column: last }
      }
      return from
    }
    default:
      return null
  }
}

export function firstSeat(grid: SeatGridRow[]): GridPoint | null {
  for (let row = 0; row < grid.length; row += 1) {
    const first = seatColumns(grid, row)[0]
    if (first !== undefined) return { row, column: first }
  }
  return null
}

/** Where a seat is in the grid. */
export function pointOf(grid: SeatGridRow[], seat: string): GridPoint | null {
  for (let row = 0; row < grid.length; row += 1) {
    const column = grid[row]!.cells.findIndex((cell) => cell.kind === 'seat' && cell.seat.seat === seat)
    if (column >= 0) return { row, column }
  }
  return null
}
