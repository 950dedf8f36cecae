import { resetApp } from '@rihla/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderFlights } from '../testing/fixtures'

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
