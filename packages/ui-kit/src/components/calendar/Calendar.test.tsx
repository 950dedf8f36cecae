import { CalendarDate } from '@internationalized/date'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { describe, expect, it, vi } from 'vitest'
import { Calendar } from './Calendar.tsx'

const fares: Record<string, number> = { '2026-03-12': 420, '2026-03-13': 380, '2026-04-02': 510 }
const dayDetail = (date: CalendarDate) => {
  const fare = fares[date.toString()]
  return fare ? { label: String(fare), description: `from SAR ${fare}`, isHighlighted: fare === 380 } : null
}

describe('Calendar day details', () => {
  it('shows a detail under the day and gives it to the day button as its description', () => {
    render(
      <I18nProvider locale="en-GB">
        <Calendar
          aria-label="Departure date"
          defaultFocusedValue={new CalendarDate(2026, 3, 1)}
          dayDetail={dayDetail}
        />
      </I18nProvider>,
    )
    // The name is React Aria's ("Thursday, 12 March 2026"); the detail is the description read after it.
    const day = screen.getByRole('button', { name: /12 March 2026/, description: 'from SAR 420' })
    expect(day.querySelector('[data-detail="420"]')).toBeTruthy()
    expect(screen.getByRole('button', { name: /14 March 2026/ }).getAttribute('aria-describedby')).toBeNull()
    expect(document.querySelector('[data-detail="380"]')?.hasAttribute('data-highlighted')).toBe(true)
    expect(document.querySelector('[data-detail="420"]')?.hasAttribute('data-highlighted')).toBe(false)
  })

  it('reports the visible month when it opens and when the next month is shown', async () => {
    const onVisibleRangeChange = vi.fn()
    render(
      <I18nProvider locale="en-GB">
        <Calendar
          aria-label="Departure date"
          defaultFocusedValue={new CalendarDate(2026, 3, 10)}
          dayDetail={dayDetail}
          onVisibleRangeChange={onVisibleRangeChange}
        />
      </I18nProvider>,
    )
    expect(onVisibleRangeChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 1),
      end: new CalendarDate(2026, 3, 31),
    })
    // React Aria also renders a hidden "Next" for screen-reader users at the grid's end; press the visible one.
    const next = screen
      .getAllByRole('button', { name: 'Next' })
      .find((button) => button.getAttribute('slot') === 'next')
    await userEvent.click(next as HTMLElement)
    expect(onVisibleRangeChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 4, 1),
      end: new CalendarDate(2026, 4, 30),
    })
    expect(screen.getByRole('button', { name: /2 April 2026/, description: 'from SAR 510' })).toBeTruthy()
  })

  it('reports the Hijri month on screen in Gregorian dates', () => {
    const onVisibleRangeChange = vi.fn()
    render(
      <I18nProvider locale="ar-SA-u-ca-islamic-umalqura-nu-latn">
        <Calendar
          aria-label="تاريخ المغادرة"
          defaultFocusedValue={new CalendarDate(2026, 3, 25)}
          onVisibleRangeChange={onVisibleRangeChange}
        />
      </I18nProvider>,
    )
    // Shawwal 1447 runs from 20 March to 17 April 2026 (29 days in Umm al-Qura).
    expect(onVisibleRangeChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 20),
      end: new CalendarDate(2026, 4, 17),
    })
  })
})
