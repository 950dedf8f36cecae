import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { SeatMap } from './SeatMap.tsx'
import type { SeatMapProps } from './SeatMap.tsx'
import type { SeatMapRow, SeatMapSeat, SeatState } from './seatGrid.ts'

type DemoSeat = SeatMapSeat & { price: number }

/** Rows of seats named "<row><letter>", taken where `taken` lists them and priced by `price`. */
function rowsOf(
  numbers: number[],
  letters: string[],
  {
    taken = [],
    price = () => 0,
    marked = [],
  }: { taken?: string[]; price?: (row: number) => number; marked?: number[] },
): SeatMapRow<DemoSeat>[] {
  return numbers.map((number) => ({
    label: String(number),
    marked: marked.includes(number),
    seats: letters.map((letter) => {
      const id = `${number}${letter}`
      const state: SeatState = taken.includes(id)
        ? 'taken'
        : marked.includes(number)
          ? 'special'
          : price(number)
            ? 'available'
            : 'free'
      return { id, column: letter, state, price: price(number) }
    }),
  }))
}

const legend: SeatMapProps<DemoSeat>['legend'] = [
  { state: 'free', label: 'Free seat' },
  { state: 'available', label: 'Paid seat (price on the seat, in SAR)' },
  { state: 'special', label: 'Exit row: extra legroom, adults only' },
  { state: 'taken', label: 'Occupied' },
  { state: 'held', label: 'Held for your party' },
  { state: 'selected', label: 'This traveller’s seat' },
]

/** Choosing a seat makes it this traveller's; the one chosen before goes back. */
function Choosing(props: Omit<SeatMapProps<DemoSeat>, 'onChoose'>) {
  const [mine, setMine] = useState<string | null>(null)
  const rows = props.rows.map((row) => ({
    ...row,
    seats: row.seats.map((seat) => (seat.id === mine ? { ...seat, state: 'selected' as const } : seat)),
  }))
  return (
    <SeatMap {...props} rows={rows} restingSeat={mine ?? undefined} onChoose={(seat) => setMine(seat.id)} />
  )
}

const aircraft = rowsOf([9, 10, 11, 12, 13, 14], ['A', 'B', 'C', 'D', 'E', 'F'], {
  taken: ['9A', '10C', '11D', '12F'],
  price: (row) => (row < 11 ? 45 : 0),
  marked: [14],
})

const meta = {
  component: Choosing,
  tags: ['autodocs'],
  args: {
    layout: ['A', 'B', 'C', '', 'D', 'E', 'F'],
    rows: aircraft,
    label: 'Seats on SV 1024',
    legend,
    legendLabel: 'Legend',
    seatLabel: (seat, position) =>
      `Seat ${seat.id}, ${position}, ${seat.state === 'taken' ? 'occupied' : seat.price ? `SAR ${seat.price}` : 'free'}`,
    seatNote: (seat) => (seat.price ? String(seat.price) : null),
  },
} satisfies Meta<typeof Choosing>

export default meta
type Story = StoryObj<typeof meta>

export const Aircraft: Story = {}

export const AircraftRightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'المقاعد على الرحلة SV 1024',
    legendLabel: 'دليل الألوان',
    legend: [
      { state: 'free', label: 'مقعد متاح' },
      { state: 'available', label: 'مقعد مدفوع (السعر على المقعد، بالريال)' },
      { state: 'special', label: 'صف مخرج الطوارئ: مساحة أكبر للأرجل، للبالغين فقط' },
      { state: 'taken', label: 'محجوز' },
      { state: 'selected', label: 'مقعد هذا المسافر' },
    ],
    seatLabel: (seat) => `المقعد ${seat.id}`,
  },
}

/** A train coach: two and two, a table bay marked, seat numbers instead of letters. */
export const TrainCoach: Story = {
  args: {
    label: 'Seats in coach 3',
    layout: ['A', 'B', '', 'C', 'D'],
    rows: rowsOf([1, 2, 3, 4, 5, 6, 7, 8], ['A', 'B', 'C', 'D'], { taken: ['2B', '5C', '5D'], marked: [4] }),
    zoomLabels: { zoomIn: 'Larger seats', zoomOut: 'Smaller seats' },
    legend: [
      { state: 'free', label: 'Available' },
      { state: 'special', label: 'Table seat' },
      { state: 'taken', label: 'Booked' },
      { state: 'selected', label: 'Your seat' },
    ],
  },
}

/** A bus deck: two and one, drawn in the reading direction when the seats carry no side. */
export const BusDeckRightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'مقاعد الطابق العلوي',
    legendLabel: 'دليل الألوان',
    dir: 'rtl',
    layout: ['A', 'B', '', 'C'],
    rows: rowsOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], ['A', 'B', 'C'], { taken: ['1A', '3C', '7B'] }),
    legend: [
      { state: 'free', label: 'متاح' },
      { state: 'taken', label: 'محجوز' },
      { state: 'selected', label: 'مقعدك' },
    ],
    seatLabel: (seat) => `المقعد ${seat.id}`,
  },
}
