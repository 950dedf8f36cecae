import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { SeatSelection, SeatmapResponse } from '@rihla/api-contract/flight-booking'
import type { Money } from '@rihla/api-contract'
import { useLocale, useMoney } from '@rihla/core'
import { formatNumber, toMajorUnits } from '@rihla/i18n'
import { SeatMap } from '@rihla/ui-kit/seat-map'
import type { SeatLegendItem, SeatMapRow, SeatMapSeat, SeatPosition, SeatState } from '@rihla/ui-kit/seat-map'
import { useMemo } from 'react'
import type { Seat, Traveller } from '../../addons'
import type { AddonLabels } from '../addonLabels'

export interface FlightSeatMapProps {
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

type FlightSeat = SeatMapSeat & { seat: Seat; holder: number | undefined }

const letterOf = (seat: string) => seat.replace(/^[0-9]+/, '')

/**
 * The rows a traveller can choose from: those of their cabin (the others' seats are never theirs), each
 * seat with how it looks to this traveller: theirs, their party's, taken, exit row, free or paid.
 */
export function flightSeatRows(
  seatmap: Pick<SeatmapResponse, 'rows'>,
  held: Pick<SeatSelection, 'seat' | 'passenger'>[],
  traveller: Pick<Traveller, 'index'>,
): SeatMapRow<FlightSeat>[] {
  const heldBy = new Map(held.map((selection) => [selection.seat, selection.passenger]))
  const stateOf = (seat: Seat, holder: number | undefined): SeatState => {
    if (holder === traveller.index) return 'selected'
    if (holder !== undefined) return 'held'
    if (seat.state !== 'available') return 'taken'
    if (seat.exitRow) return 'special'
    return seat.price.amount === 0 ? 'free' : 'available'
  }
  return seatmap.rows
    .filter((row) => row.seats.some((seat) => seat.state !== 'other_cabin'))
    .map((row) => ({
      label: String(row.row),
      marked: row.seats.some((seat) => seat.exitRow),
      seats: row.seats.map((seat) => {
        const holder = heldBy.get(seat.seat)
        return { id: seat.seat, column: letterOf(seat.seat), state: stateOf(seat, holder), seat, holder }
      }),
    }))
}

/** A flight's seat map: the shared one, with the seats' names, prices and legend in the flight's words. */
export function FlightSeatMap({
  seatmap,
  held,
  traveller,
  labels,
  travellers,
  pendingSeat,
  onChoose,
}: FlightSeatMapProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { flightNumber } = seatmap
  const rows = useMemo(() => flightSeatRows(seatmap, held, traveller), [seatmap, held, traveller])
  const legend = useSeatLegend(seatmap)

  const seatLabel = ({ seat, holder }: FlightSeat, position: SeatPosition) => {
    const seatName = seat.seat
    const parts = [
      i18n._(msg`Seat ${seatName}`),
      position === 'window'
        ? i18n._(msg`window`)
        : position === 'aisle'
          ? i18n._(msg`aisle`)
          : i18n._(msg`middle`),
    ]
    if (seat.exitRow) parts.push(i18n._(msg`exit row, adults only`))
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

  // The amount alone fits on a seat; the legend names the currency.
  const priceOnSeat = (price: Money) =>
    formatNumber(toMajorUnits(price), locale, { maximumFractionDigits: 2 })

  return (
    <SeatMap
      layout={seatmap.layout}
      rows={rows}
      label={i18n._(msg`Seats on ${flightNumber}`)}
      seatLabel={seatLabel}
      seatContent={({ holder, column }) => (holder !== undefined ? holder + 1 : column)}
      seatNote={({ seat, holder }) =>
        holder === undefined && seat.price.amount > 0 ? priceOnSeat(seat.price) : null
      }
      legend={legend}
      legendLabel={i18n._(msg`Legend`)}
      pendingSeat={pendingSeat}
      restingSeat={held.find((selection) => selection.passenger === traveller.index)?.seat}
      onChoose={({ seat }) => onChoose(seat)}
    />
  )
}

/** The lowest and highest price of the seats that cost something, in the map's currency. */
function paidRange(seats: Seat[]) {
  const paid = seats.filter((seat) => seat.price.amount > 0)
  if (!paid.length) return null
  const amounts = paid.map((seat) => seat.price.amount)
  const { currency } = paid[0]!.price
  return { low: { amount: Math.min(...amounts), currency }, high: { amount: Math.max(...amounts), currency } }
}

/**
 * What the seats' looks mean, with what they cost: free seats, paid seats (their price is on each
 * seat, in the currency named here), the exit row's, taken seats and the party's own.
 */
function useSeatLegend(seatmap: SeatmapResponse): SeatLegendItem[] {
  const { i18n } = useLingui()
  const money = useMoney()
  const seats = seatmap.rows.flatMap((row) => row.seats).filter((seat) => seat.state !== 'other_cabin')
  const range = paidRange(seats)
  const exit = seats.find((seat) => seat.exitRow)
  const low = range ? (money(range.low) ?? '…') : ''
  const high = range ? (money(range.high) ?? '…') : ''
  const currency = range?.low.currency ?? ''
  const exitPrice = exit ? (exit.price.amount ? (money(exit.price) ?? '…') : i18n._(msg`free`)) : ''
  const items: (SeatLegendItem | null)[] = [
    seats.some((seat) => seat.price.amount === 0 && !seat.exitRow)
      ? { state: 'free', label: i18n._(msg`Free seat`) }
      : null,
    range
      ? {
          state: 'available',
          label:
            range.low.amount === range.high.amount
              ? i18n._(msg`Paid seat: ${low} (price on the seat, in ${currency})`)
              : i18n._(msg`Paid seat: ${low} to ${high} (price on the seat, in ${currency})`),
        }
      : null,
    exit
      ? { state: 'special', label: i18n._(msg`Exit row: extra legroom, adults only, ${exitPrice}`) }
      : null,
    { state: 'taken', label: i18n._(msg`Occupied`) },
    { state: 'held', label: i18n._(msg`Held for your party (passenger number)`) },
    { state: 'selected', label: i18n._(msg`This traveller’s seat`) },
  ]
  return items.filter((item) => item !== null)
}
