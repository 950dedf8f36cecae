import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SeatMap } from './SeatMap.tsx'
import { SEAT_SIZE_PROPERTY } from './SeatMap.css.ts'

const seats = ['A', 'B'].map((column) => ({ id: `1${column}`, column, state: 'available' as const }))

function renderMap(zoomLabels?: { zoomIn: string; zoomOut: string }) {
  return render(
    <SeatMap
      layout={['A', '', 'B']}
      rows={[{ label: '1', seats }]}
      label="Seats in coach 1"
      seatLabel={(seat) => `Seat ${seat.id}`}
      legend={[{ state: 'available', label: 'Available' }]}
      legendLabel="Legend"
      zoomLabels={zoomLabels}
      onChoose={() => undefined}
    />,
  )
}

const seatSide = (container: HTMLElement) =>
  (container.firstElementChild as HTMLElement).style.getPropertyValue(SEAT_SIZE_PROPERTY)

describe('SeatMap zoom', () => {
  it('draws its seats smaller and larger in steps, within its limits', () => {
    const { container } = renderMap({ zoomIn: 'Larger seats', zoomOut: 'Smaller seats' })
    expect(seatSide(container)).toBe('2.5rem')
    const smaller = screen.getByRole('button', { name: 'Smaller seats' })
    fireEvent.click(smaller)
    fireEvent.click(smaller)
    // The smallest seat is 28 px (1.75rem): still above the 24 px target size.
    expect(seatSide(container)).toBe('1.75rem')
    expect((smaller as HTMLButtonElement).disabled).toBe(true)
    const larger = screen.getByRole('button', { name: 'Larger seats' })
    for (let step = 0; step < 5; step++) fireEvent.click(larger)
    expect(seatSide(container)).toBe('3.5rem')
    expect((larger as HTMLButtonElement).disabled).toBe(true)
  })

  it('has no zoom unless its buttons are named', () => {
    renderMap()
    expect(screen.queryByRole('button', { name: /seats$/ })).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(2)
  })
})
