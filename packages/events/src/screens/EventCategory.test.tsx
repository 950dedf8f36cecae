import type { EventList } from '@rihla/api-contract/events'
import { resetApp } from '@rihla/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { derbySummary, renderEvents } from '../testing/fixtures'

afterEach(() => resetApp())

const listing = (patch: Partial<EventList> = {}): EventList => ({
  category: { id: 'football', name: 'Football', upcoming: 1, art: 'football' },
  events: [derbySummary],
  total: 1,
  page: 1,
  pageSize: 12,
  cities: [{ id: 'riyadh', name: 'Riyadh' }],
  priceRange: { min: { amount: 5_000, currency: 'SAR' }, max: { amount: 15_000, currency: 'SAR' } },
  ...patch,
})

describe('Event category', () => {
  it('lists the category’s events and asks again in another order', async () => {
    const { calls } = await renderEvents('/events/football?priceMin=60', { eventList: () => listing() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Al Hilal v Al Nassr' })).toBeTruthy()
    expect(calls.find((call) => call.name === 'eventList')?.input).toMatchObject({
      body: { category: 'football', priceMin: 6_000, sort: 'date', page: 1 },
    })
    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Highest price' }))
    await screen.findByRole('heading', { level: 1, name: 'Football' })
    expect(calls.filter((call) => call.name === 'eventList').at(-1)?.input).toMatchObject({
      body: { sort: 'price_high', priceMin: 6_000 },
    })
  })

  it('says so when a category has no upcoming shows', async () => {
    await renderEvents('/events/wellness', {
      eventList: () =>
        listing({
          category: { id: 'wellness', name: 'Wellness', upcoming: 0, art: 'desert' },
          events: [],
          total: 0,
          priceRange: null,
        }),
    })
    expect(await screen.findByRole('heading', { name: 'No upcoming events in this category' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See all events' })).toBeTruthy()
  })
})
