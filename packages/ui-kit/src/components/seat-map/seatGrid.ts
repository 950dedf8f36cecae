// A seat map as a grid: the vehicle's columns (letters, '' for an aisle) and its rows of seats, with
// each seat's place (window, aisle, middle) and keyboard moves across it. An aircraft cabin, a train
// coach and a bus deck are all this: rows × columns with aisles between blocks of seats.

export type SeatPosition = 'window' | 'aisle' | 'middle'

/** What a seat shows: the colours and the legend's swatches come from it. */
export type SeatState = 'available' | 'free' | 'special' | 'taken' | 'held' | 'selected'

export interface SeatMapSeat {
  /** Unique on the map, e.g. "14C". */
  id: string
  /** Its column in the layout, e.g. "C". */
  column: string
  state: SeatState
}

export interface SeatMapRow<S extends SeatMapSeat = SeatMapSeat> {
  /** Shown at the row's start, e.g. "14". */
  label: string
  /** Marks the row's label (an exit row, a quiet zone). */
  marked?: boolean
  seats: S[]
}

export type SeatCell<S extends SeatMapSeat = SeatMapSeat> =
  { kind: 'seat'; seat: S; position: SeatPosition } | { kind: 'aisle' } | { kind: 'none' }

export interface SeatGridRow<S extends SeatMapSeat = SeatMapSeat> {
  label: string
  marked: boolean
  cells: SeatCell<S>[]
}

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

/** Each row's seats under their column; a row with fewer seats leaves some columns empty. */
export function seatGrid<S extends SeatMapSeat>(layout: string[], rows: SeatMapRow<S>[]): SeatGridRow<S>[] {
  const blocks = blocksOf(layout)
  return rows.map((row) => {
    const byColumn = new Map(row.seats.map((seat) => [seat.column, seat]))
    const present = layout.filter((letter) => byColumn.has(letter))
    return {
      label: row.label,
      marked: row.marked ?? false,
      cells: layout.map((letter): SeatCell<S> => {
        if (letter === '') return { kind: 'aisle' }
        const seat = byColumn.get(letter)
        return seat ? { kind: 'seat', seat, position: positionOf(letter, present, blocks) } : { kind: 'none' }
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
 * languages when it pictures a vehicle (seat A on the left facing forward), so the arrows are never mirrored. Null for any other key.
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
    const column = grid[row]!.cells.findIndex((cell) => cell.kind === 'seat' && cell.seat.id === seat)
    if (column >= 0) return { row, column }
  }
  return null
}
