import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { SeatSelection, SeatmapResponse } from '@rihla/api-contract/flights'
import { useLocale, useMoney } from '@rihla/core'
import { formatNumber, toMajorUnits } from '@rihla/i18n'
import type { Money } from '@rihla/api-contract'
import X from 'lucide-react/icons/x'
import { useId, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import type { Seat, Traveller } from '../../addons'
import type { AddonLabels } from '../addonLabels'
import { firstSeat, moveInGrid, pointOf, seatGrid } from './seatGrid'
import type { GridPoint, SeatCell } from './seatGrid'
import * as styles from './SeatMap.css'

export interface SeatMapProps {
  seatmap: SeatmapResponse
  /** The seats this booking holds on the flight. */
  held: SeatSelection[]
  /** The traveller a press chooses for. */
  traveller: Traveller
  labels: AddonLabels
  travellers: Traveller[]
  /** The seat being held right now: the map waits for the server. */
  pendingSeat: string | null
  onChoose: (seat: Seat) => void
}

const columnsOf = (layout: string[]) =>
  [styles.SEAT, ...layout.map((letter) => (letter === '' ? styles.AISLE : styles.SEAT))].join(' ')

/**
 * A flight's seat map as a grid of seat buttons: one tab stop, arrow keys across seats (over aisles),
 * each seat named with its row and letter, place, exit row, price and whether it can be taken. Drawn left
 * to right in both languages: it pictures the aircraft, whose seat A is on the left facing forward.
 */
export function SeatMap({
  seatmap,
  held,
  traveller,
  labels,
  travellers,
  pendingSeat,
  onChoose,
}: SeatMapProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const legendId = useId()
  const grid = useMemo(() => seatGrid(seatmap), [seatmap])
  const { flightNumber } = seatmap
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const heldBy = new Map(held.map((selection) => [selection.seat, selection.passenger]))
  const mine = held.find((selection) => selection.passenger === traveller.index)?.seat
  const [focusPoint, setFocusPoint] = useState<GridPoint | null>(null)
  const [shown, setShown] = useState<string | null>(null)

  const resting = (mine ? pointOf(grid, mine) : null) ?? firstSeat(grid)
  const active =
    focusPoint && grid[focusPoint.row]?.cells[focusPoint.column]?.kind === 'seat' ? focusPoint : resting

  // The amount alone fits on a seat; the legend names the currency.
  const priceOnSeat = (price: Money) =>
    formatNumber(toMajorUnits(price), locale, { maximumFractionDigits: 2 })

  const describe = (cell: Extract<SeatCell, { kind: 'seat' }>) => {
    const { seat } = cell
    const seatName = seat.seat
    const parts = [
      i18n._(msg`Seat ${seatName}`),
      cell.position === 'window'
        ? i18n._(msg`window`)
        : cell.position === 'aisle'
          ? i18n._(msg`aisle`)
          : i18n._(msg`middle`),
    ]
    if (seat.exitRow) parts.push(i18n._(msg`exit row, adults only`))
    const holder = heldBy.get(seat.seat)
    const holderTraveller = travellers.find((candidate) => candidate.index === holder)
    if (holderTraveller) {
      const name = labels.traveller(holderTraveller)
      parts.push(i18n._(msg`held for ${name}`))
    } else if (seat.state === 'occupied' || seat.state === 'other_cabin') {
      parts.push(i18n._(msg`occupied`))
    } else {
      parts.push(labels.price(seat.price))
    }
    return parts.join(locale === 'ar' ? '، ' : ', ')
  }

  const move = (event: KeyboardEvent) => {
    if (!active) return
    const next = moveInGrid(grid, active, event.key, event.ctrlKey || event.metaKey)
    if (!next) return
    event.preventDefault()
    setFocusPoint(next)
    buttons.current.get(`${next.row}:${next.column}`)?.focus()
  }

  const shownCell = shown ? pointOf(grid, shown) : null
  const shownSeat = shownCell ? grid[shownCell.row]!.cells[shownCell.column] : null

  return (
    <div className={styles.wrapper}>
      {/* Above the seats, so what the colours and prices mean is read before choosing. */}
      <SeatLegend id={legendId} seatmap={seatmap} />
      <p className={styles.focused} aria-hidden="true">
        {shownSeat?.kind === 'seat' ? describe(shownSeat) : '\u00a0'}
      </p>
      <div className={styles.map} dir="ltr">
        <div
          className={styles.letters}
          style={{ gridTemplateColumns: columnsOf(seatmap.layout) }}
          aria-hidden="true"
        >
          <span />
          {seatmap.layout.map((letter, index) => (
            <span key={index}>{letter}</span>
          ))}
        </div>
        <div
          role="grid"
          aria-label={i18n._(msg`Seats on ${flightNumber}`)}
          aria-describedby={legendId}
          aria-busy={pendingSeat ? true : undefined}
          onKeyDown={move}
        >
          {grid.map((row, rowIndex) => (
            <div
              key={row.row}
              role="row"
              className={styles.row}
              style={{ gridTemplateColumns: columnsOf(seatmap.layout) }}
            >
              <span
                role="rowheader"
                className={row.exitRow ? `${styles.rowNumber} ${styles.exitRow}` : styles.rowNumber}
              >
                {row.row}
              </span>
              {row.cells.map((cell, column) => {
                if (cell.kind !== 'seat') return <span key={column} role="gridcell" className={styles.cell} />
                const { seat } = cell
                const holder = heldBy.get(seat.seat)
                const taken = holder === undefined && seat.state !== 'available'
                const variant =
                  holder === traveller.index
                    ? 'mine'
                    : holder !== undefined
                      ? 'ours'
                      : taken
                        ? 'occupied'
                        : seat.exitRow
                          ? 'exit'
                          : seat.price.amount === 0
                            ? 'free'
                            : 'available'
                const isActive = active?.row === rowIndex && active.column === column
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
                      aria-label={describe(cell)}
                      aria-pressed={holder === traveller.index}
                      aria-disabled={taken || pendingSeat !== null ? true : undefined}
                      className={
                        pendingSeat === seat.seat
                          ? `${styles.seat[variant]} ${styles.pending}`
                          : styles.seat[variant]
                      }
                      onFocus={() => {
                        setFocusPoint({ row: rowIndex, column })
                        setShown(seat.seat)
                      }}
                      onPointerEnter={() => setShown(seat.seat)}
                      onClick={() => {
                        if (!taken && pendingSeat === null) onChoose(seat)
                      }}
                    >
                      {taken ? <X size={16} aria-hidden /> : holder !== undefined ? holder + 1 : cell.letter}
                    </button>
                    {/* Beside the button, not in it: the button's name already says the price in full. */}
                    {!taken && holder === undefined && seat.price.amount > 0 ? (
                      <span className={styles.seatPrice} aria-hidden="true">
                        {priceOnSeat(seat.price)}
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

/** The lowest and highest price of the seats that cost something, in the map's currency. */
function paidRange(seatmap: SeatmapResponse) {
  const paid = seatmap.rows.flatMap((row) => row.seats).filter((seat) => seat.price.amount > 0)
  if (!paid.length) return null
  const amounts = paid.map((seat) => seat.price.amount)
  const { currency } = paid[0]!.price
  return { low: { amount: Math.min(...amounts), currency }, high: { amount: Math.max(...amounts), currency } }
}

/**
 * What the seats' looks mean, with what they cost: free seats, paid seats (their price is on each
 * seat, in the currency named here), the exit row's, taken seats and the party's own.
 */
function SeatLegend({ id, seatmap }: { id: string; seatmap: SeatmapResponse }) {
  const { i18n } = useLingui()
  const money = useMoney()
  const seats = seatmap.rows.flatMap((row) => row.seats).filter((seat) => seat.state !== 'other_cabin')
  const range = paidRange({ ...seatmap, rows: [{ row: 0, seats }] })
  const exit = seats.find((seat) => seat.exitRow)
  const low = range ? (money(range.low) ?? '…') : ''
  const high = range ? (money(range.high) ?? '…') : ''
  const currency = range?.low.currency ?? ''
  const exitPrice = exit ? (exit.price.amount ? (money(exit.price) ?? '…') : i18n._(msg`free`)) : ''
  const items: ({ variant: keyof typeof styles.seat; label: string } | null)[] = [
    seats.some((seat) => seat.price.amount === 0 && !seat.exitRow)
      ? { variant: 'free', label: i18n._(msg`Free seat`) }
      : null,
    range
      ? {
          variant: 'available',
          label:
            range.low.amount === range.high.amount
              ? i18n._(msg`Paid seat: ${low} (price on the seat, in ${currency})`)
              : i18n._(msg`Paid seat: ${low} to ${high} (price on the seat, in ${currency})`),
        }
      : null,
    exit ? { variant: 'exit', label: i18n._(msg`Exit row: extra legroom, adults only, ${exitPrice}`) } : null,
    { variant: 'occupied', label: i18n._(msg`Occupied`) },
    { variant: 'ours', label: i18n._(msg`Held for your party (passenger number)`) },
    { variant: 'mine', label: i18n._(msg`This traveller’s seat`) },
  ]
  return (
    <ul id={id} className={styles.legend} aria-label={i18n._(msg`Legend`)}>
      {items.map((item) =>
        item ? (
          <li key={item.variant} className={styles.legendItem}>
            <span className={`${styles.seat[item.variant]} ${styles.swatch}`} aria-hidden="true" />
            {item.label}
          </li>
        ) : null,
      )}
    </ul>
  )
}
