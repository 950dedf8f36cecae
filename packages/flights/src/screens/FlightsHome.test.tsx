import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { resetApp } from '@rihla/core/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { flightSearchFormAtom } from '../state'
import { JED, RUH, renderFlights } from '../testing/fixtures'

afterEach(() => resetApp())

describe('Flights home', () => {
  it('says what a search is missing, in the spec’s words', async () => {
    await renderFlights('/cheap-flights-in-saudi-arabia')
    await userEvent.click(await screen.findByRole('button', { name: 'Search flights' }))
    expect(await screen.findByText('Departure city is required')).toBeTruthy()
    expect(screen.getByText('Arrival city is required')).toBeTruthy()
    expect(screen.getByText('Date is required')).toBeTruthy()
    expect(screen.getByText('Both departure and return dates are required')).toBeTruthy()
  })

  it('offers popular airports before anything is typed', async () => {
    await renderFlights('/cheap-flights-in-saudi-arabia')
    await userEvent.click(await screen.findByRole('combobox', { name: 'From' }))
    const list = await screen.findByRole('listbox')
    expect(within(list).getByRole('option', { name: /Riyadh \(RUH\)/ })).toBeTruthy()
  })

  it('plans a multi-city trip of 2 to 5 flights', async () => {
    await renderFlights('/cheap-flights-in-saudi-arabia')
    await userEvent.click(await screen.findByRole('radio', { name: 'Multi-city' }))
    expect(screen.getByRole('group', { name: 'Flight 2' })).toBeTruthy()
    const add = screen.getByRole('button', { name: 'Add another flight' })
    await userEvent.click(add)
    await userEvent.click(add)
    await userEvent.click(add)
    expect(screen.getByRole('group', { name: 'Flight 5' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add another flight' })).toBeNull()
  })

  it('keeps infants within adults', async () => {
    await renderFlights('/cheap-flights-in-saudi-arabia')
    const more = await screen.findByRole('button', { name: /More infants/ })
    await userEvent.click(more)
    expect(screen.getByRole('textbox', { name: 'Infants' })).toHaveProperty('value', '1')
    // One adult: one infant at most.
    expect(more.hasAttribute('disabled') || more.getAttribute('aria-disabled') === 'true').toBe(true)
  })

  it('states the marketing claims', async () => {
    await renderFlights('/cheap-flights-in-saudi-arabia')
    expect(await screen.findByText(/17\+ currencies/)).toBeTruthy()
    expect(screen.getByText('Change your booking up to 48 hours before departure.')).toBeTruthy()
  })
})

describe('Flights home date picker', () => {
  const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

  it('shows each day’s lowest fare for the form’s route, class and party, for the month on screen', async () => {
    const asked: Record<string, string>[] = []
    const { context } = await renderFlights('/cheap-flights-in-saudi-arabia', {
      calendarFares: ({ query }: { query?: unknown }) => {
        const request = query as Record<string, string>
        asked.push(request)
        // The first day is the cheapest: 310 riyals; the others 420 and up.
        const fares = Array.from({ length: Number(request.days) }, (_, day) => ({
          date: addDays(request.date ?? '', day),
          price: { amount: day === 0 ? 31_000 : 42_000 + day * 100, currency: 'SAR' },
        }))
        return { fares }
      },
    })
    await userEvent.click(await screen.findByRole('radio', { name: 'One way' }))
    // No route yet: the calendar opens without asking for fares.
    await userEvent.click(screen.getByRole('button', { name: /^Open calendar/ }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(asked).toHaveLength(0)

    act(() =>
      context.store.set(flightSearchFormAtom, (form) => ({
        ...form,
        legs: [{ origin: RUH, destination: JED, date: null }],
        cabin: 'business',
        adults: 2,
        children: 1,
      })),
    )
    await userEvent.click(screen.getByRole('button', { name: /^Open calendar/ }))
    await waitFor(() => expect(asked.length).toBeGreaterThan(0))
    // This month from today (the API refuses earlier days) to its last day.
    const today = todayInSaudiArabia()
    const [year, month] = today.split('-').map(Number) as [number, number]
    const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
    expect(asked.at(-1)).toMatchObject({
      from_iata: 'RUH',
      to_iata: 'JED',
      trip_type: 'one_way',
      cabin: 'business',
      adults: '2',
      children: '1',
      infants: '0',
      date: today,
      days: String(Number(monthEnd.slice(8)) - Number(today.slice(8)) + 1),
    })
    const dialog = await screen.findByRole('dialog')
    const cheapest = await within(dialog).findByRole('button', { description: /from SAR\s?310/ })
    expect(cheapest.querySelector('[data-detail="310"]')?.hasAttribute('data-highlighted')).toBe(true)
    expect(within(dialog).getByText('Lowest fare per day, in Saudi Riyal')).toBeTruthy()
  })
})
