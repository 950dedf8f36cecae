import X from 'lucide-react/icons/x'
import ZoomIn from 'lucide-react/icons/zoom-in'
import ZoomOut from 'lucide-react/icons/zoom-out'
import { useId, useMemo, useRef, useState } from 'react'
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react'
import { cx } from '../../utils/classNames.ts'
import { firstSeat, moveInGrid, pointOf, seatGrid } from './seatGrid.ts'
import type { GridPoint, SeatMapRow, SeatMapSeat, SeatPosition, SeatState } from './seatGrid.ts'
import * as styles from './SeatMap.css.ts'

export interface SeatLegendItem {
  state: SeatState
  label: string
}

export interface SeatMapProps<S extends SeatMapSeat> {
  /** The columns from the start of a row: seat letters, '' for an aisle. */
  layout: string[]
  rows: SeatMapRow<S>[]
  /** The grid's accessible name, e.g. "Seats on SV 1024". */
  label: string
  /** A seat's accessible name, in full: its name, place, price or who holds it. */
  seatLabel: (seat: S, position: SeatPosition) => string
  /** What the seat shows (its letter unless told); a taken seat shows a cross. */
  seatContent?: (seat: S) => ReactNode
  /** Small text under a seat, e.g. its price; the seat's label must already say it. */
  seatNote?: (seat: S) => string | null
  legend: SeatLegendItem[]
  legendLabel: string
  /** The seat being chosen right now: the map waits. */
  pendingSeat?: string | null
  /** Where the one tab stop rests before the keyboard moves it (the traveller's own seat). */
  restingSeat?: string
  onChoose: (seat: S) => void
  /**
   * Names of the zoom buttons; with them the map can be shown smaller (a whole coach on a 320 px phone)
   * or larger (bigger targets). Without them it has no zoom.
   */
  zoomLabels?: { zoomIn: string; zoomOut: string }
  /**
   * The map pictures the vehicle, whose seat A is on the left facing forward, so it is drawn left to
   * right in both languages unless told.
   */
  dir?: 'ltr' | 'rtl'
}

const SEAT_WIDTH = styles.SEAT
/** Zoom levels as seat sides in rem: the smallest keeps a seat above the 24 px target size. */
const SEAT_SIDES = [1.75, 2.125, 2.5, 3, 3.5]
const DEFAULT_SIDE = SEAT_SIDES.indexOf(2.5)
const columnsOf = (layout: string[]) =>
  [SEAT_WIDTH, ...layout.map((letter) => (letter === '' ? styles.AISLE : SEAT_WIDTH))].join(' ')

/**
 * A seat map as a grid of seat buttons: one tab stop, arrow keys across seats (over aisles), each seat
 * named in full, its legend above, and the seat under the pointer or focus described in words.
 */
export function SeatMap<S extends SeatMapSeat>({
  layout,
  rows,
  label,
  seatLabel,
  seatContent = (seat) => seat.column,
  seatNote,
  legend,
  legendLabel,
  pendingSeat = null,
  restingSeat,
  onChoose,
  zoomLabels,
  dir = 'ltr',
}: SeatMapProps<S>) {
  const legendId = useId()
  const [zoom, setZoom] = useState(DEFAULT_SIDE)
  const grid = useMemo(() => seatGrid(layout, rows), [layout, rows])
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const [focusPoint, setFocusPoint] = useState<GridPoint | null>(null)
  const [shown, setShown] = useState<string | null>(null)

  const resting = (restingSeat ? pointOf(grid, restingSeat) : null) ?? firstSeat(grid)
  const active =
    focusPoint && grid[focusPoint.row]?.cells[focusPoint.column]?.kind === 'seat' ? focusPoint : resting

  const move = (event: KeyboardEvent) => {
    if (!active) return
    const next = moveInGrid(grid, active, event.key, event.ctrlKey || event.metaKey)
    if (!next) return
    event.preventDefault()
    setFocusPoint(next)
    buttons.current.get(`${next.row}:${next.column}`)?.focus()
  }

  const shownPoint = shown ? pointOf(grid, shown) : null
  const shownCell = shownPoint ? grid[shownPoint.row]!.cells[shownPoint.column] : null
  const columns = columnsOf(layout)

  return (
    <div
      className={styles.wrapper}
      style={{ [styles.SEAT_SIZE_PROPERTY]: `${SEAT_SIDES[zoom]}rem` } as CSSProperties}
    >
      {/* Above the seats, so what the colours mean is read before choosing. */}
      <ul id={legendId} className={styles.legend} aria-label={legendLabel}>
        {legend.map((item) => (
          <li key={item.state} className={styles.legendItem}>
            <span className={cx(styles.seat[item.state], styles.swatch)} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
      <p className={styles.focused} aria-hidden="true">
        {shownCell?.kind === 'seat' ? seatLabel(shownCell.seat, shownCell.position) : '\u00a0'}
      </p>
      {zoomLabels ? (
        <div className={styles.zoom}>
          <button
            type="button"
            className={styles.zoomButton}
            aria-label={zoomLabels.zoomOut}
            disabled={zoom === 0}
            onClick={() => setZoom((level) => Math.max(0, level - 1))}
          >
            <ZoomOut size={18} aria-hidden />
          </button>
          <button
            type="button"
            className={styles.zoomButton}
            aria-label={zoomLabels.zoomIn}
            disabled={zoom === SEAT_SIDES.length - 1}
            onClick={() => setZoom((level) => Math.min(SEAT_SIDES.length - 1, level + 1))}
          >
            <ZoomIn size={18} aria-hidden />
          </button>
        </div>
      ) : null}
      <div className={styles.map} dir={dir}>
        <div className={styles.letters} style={{ gridTemplateColumns: columns }} aria-hidden="true">
          <span />
          {layout.map((letter, index) => (
            <span key={index}>{letter}</span>
          ))}
        </div>
        <div
          role="grid"
          aria-label={label}
          aria-describedby={legendId}
          aria-busy={pendingSeat ? true : undefined}
          onKeyDown={move}
        >
          {grid.map((row, rowIndex) => (
            <div key={row.label} role="row" className={styles.row} style={{ gridTemplateColumns: columns }}>
              <span role="rowheader" className={cx(styles.rowNumber, row.marked && styles.markedRow)}>
                {row.label}
              </span>
              {row.cells.map((cell, column) => {
                if (cell.kind !== 'seat') return <span key={column} role="gridcell" className={styles.cell} />
                const { seat } = cell
                const taken = seat.state === 'taken'
                const isActive = active?.row === rowIndex && active.column === column
                const note = taken ? null : seatNote?.(seat)
                return (
                  <span key={column} role="gridcell" className={styles.cell}>
                    <button
                      type="button"
                      ref={(element) => {
                        const key = `${rowIndex}:${column}`
                        if (element) buttons.current.set(key, element)
                        else buttons.current.delete(key)
                      }}
                      tabIndex={isActive ? 0 : -1}
                      aria-label={seatLabel(seat, cell.position)}
                      aria-pressed={seat.state === 'selected'}
                      aria-disabled={taken || pendingSeat !== null ? true : undefined}
                      className={cx(styles.seat[seat.state], pendingSeat === seat.id && styles.pending)}
                      onFocus={() => {
                        setFocusPoint({ row: rowIndex, column })
                        setShown(seat.id)
                      }}
                      onPointerEnter={() => setShown(seat.id)}
                      onClick={() => {
                        if (!taken && pendingSeat === null) onChoose(seat)
                      }}
                    >
                      {taken ? <X size={16} aria-hidden /> : seatContent(seat)}
                    </button>
                    {/* Beside the button, not in it: the button's name already says it in full. */}
                    {note ? (
                      <span className={styles.seatNote} aria-hidden="true">
                        {note}
                      </span>
                    ) : null}
                  </span>
                )
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
