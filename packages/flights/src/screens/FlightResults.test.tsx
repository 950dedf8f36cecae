import { ApiError } from '@rihla/api-clients'
import type { SearchResponse } from '@rihla/api-contract/flights'
import { resetApp } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { flightSearchFormAtom } from '../state'
import { JED, RUH, inDays, renderFlights, searchAnswer, testItinerary } from '../testing/fixtures'
import { GATHER_MS } from '../useProgressiveSearch'

afterEach(() => resetApp())

const saudia = testItinerary('it-sv', {
  price: 60_000,
  minutes: 100,
  stops: 0,
  airline: ['SV', 'Saudia'],
  fare: { refundable: true },
})
const flynas = testItinerary('it-xy', { price: 30_000, minutes: 300, stops: 1, airline: ['XY', 'flynas'] })
const flyadeal = testItinerary('it-f3', {
  price: 35_000,
  minutes: 110,
  stops: 0,
  airline: ['F3', 'flyadeal'],
})

const path = `/flights/riyadh-to-jeddah/RUH-to-JED?trip=one_way&date=${inDays(10)}`

const handlers = {
  contentProviders: () => ({
    providers: [
      { id: 'ndc', name: 'NDC' },
      { id: 'gds', name: 'GDS' },
    ],
  }),
  flightSearch: ({ body }: { body?: unknown }) => {
    const { provider, search } = body as { provider: string; search: unknown }
    return searchAnswer(provider === 'ndc' ? [saudia, flynas] : [flyadeal], provider, search)
  },
}

/** NDC answers at once; the other providers' answers come when `others` resolves them. */
const ndcAnswersFirst = (others: (answer: SearchResponse) => Promise<SearchResponse>) => ({
  ...handlers,
  flightSearch: ({ body }: { body?: unknown }) => {
    const { provider, search } = body as { provider: string; search: unknown }
    if (provider === 'ndc') return searchAnswer([saudia, flynas], provider, search)
    // The fake API passes a promise through; its type names only the answer.
    return others(searchAnswer([flyadeal], provider, search)) as unknown as SearchResponse
  },
})

const airlinesInOrder = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))

describe('Flight results', () => {
  it('gathers every provider’s results and sorts them', async () => {
    await renderFlights(path, handlers)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    expect(screen.getByText('3 flights')).toBeTruthy()
    await userEvent.click(screen.getByRole('radio', { name: 'Cheapest' }))
    expect(airlinesInOrder()).toEqual(['flynas', 'flyadeal', 'Saudia'])
    await userEvent.click(screen.getByRole('radio', { name: 'Quickest' }))
    expect(airlinesInOrder()).toEqual(['Saudia', 'flyadeal', 'flynas'])
  })

  it('shows the answers that come close together as one list, never the first one alone', async () => {
    await renderFlights(
      path,
      ndcAnswersFirst((later) => new Promise((resolve) => setTimeout(() => resolve(later), 400))),
    )
    await waitFor(() => expect(screen.queryAllByRole('article').length).toBeGreaterThan(0))
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('shows the answers it has when a provider is slow, and keeps searching', async () => {
    await renderFlights(
      path,
      ndcAnswersFirst(() => new Promise(() => {})),
    )
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2), {
      timeout: GATHER_MS + 2000,
    })
    expect(screen.getByRole('progressbar', { name: 'Searching airlines and fare providers' })).toBeTruthy()
  })

  it('filters, and offers Reset Filters when nothing is left', async () => {
    await renderFlights(path, handlers)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    const stops = screen.getByRole('group', { name: 'Stops' })
    await userEvent.click(within(stops).getByRole('checkbox', { name: 'Direct' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Checked baggage included' }))
    expect(await screen.findByText('No flights match these filters')).toBeTruthy()
    const reset = screen.getAllByRole('button', { name: 'Reset Filters' })
    await userEvent.click(reset.at(-1)!)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
  })

  it('prompts to refresh when the search results expire', async () => {
    await renderFlights(path, {
      ...handlers,
      getFares: new ApiError({
        kind: 'http',
        status: 410,
        message: 'Search Results Expired',
        endpoint: 'getFares',
      }),
    })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    await userEvent.click(screen.getAllByRole('button', { name: 'View fares' })[0]!)
    const prompt = await screen.findByRole('alertdialog', { name: 'Search Results Expired' })
    expect(within(prompt).getByRole('button', { name: 'Refresh' })).toBeTruthy()
    expect(within(prompt).getByRole('button', { name: 'Go to Search Results' })).toBeTruthy()
  })

  it('fills the flights home’s form with the search it shows, as from a shared link', async () => {
    const { context } = await renderFlights(
      path.replace('trip=one_way', 'trip=one_way&adults=2&cabin=business'),
      {
        ...handlers,
        airportGet: ({ query }: { query?: unknown }) => ({
          airport: (query as { iata: string }).iata === 'RUH' ? RUH : JED,
        }),
      },
    )
    await waitFor(() =>
      expect(context.store.get(flightSearchFormAtom)).toMatchObject({
        tripType: 'one_way',
        legs: [{ origin: RUH, destination: JED, date: inDays(10) }],
        cabin: 'business',
        adults: 2,
      }),
    )
  })
})

describe('Result cards', () => {
  it('name the airline, the fare brand and what it includes, never the content provider', async () => {
    const gds = {
      ...testItinerary('it-gds', {
        price: 45_000,
        minutes: 100,
        stops: 0,
        airline: ['SV', 'Saudia'],
        fare: { family: 'Economy Value', baggage: { checkedPieces: 1, checkedKg: 23, cabinKg: 7 } },
      }),
      provider: 'gds',
    }
    await renderFlights(path, {
      contentProviders: () => ({ providers: [{ id: 'gds', name: 'GDS' }] }),
      flightSearch: ({ body }: { body?: unknown }) =>
        searchAnswer([gds], 'gds', (body as { search: unknown }).search),
    })
    const card = await screen.findByRole('article', { name: 'Saudia' })
    expect(card.textContent).toContain('Economy Value')
    expect(card.textContent).toContain('Checked baggage: 1 × 23 kg')
    expect(card.textContent).toContain('Non-refundable')
    expect(card.textContent).not.toMatch(/\b(gds|ndc|gulf)\b/i)
  })

  it('say "+1" with the arrival date when a flight lands the next day', async () => {
    const overnight = testItinerary('it-night', {
      price: 45_000,
      minutes: 150,
      stops: 0,
      airline: ['SV', 'Saudia'],
    })
    const segment = overnight.legs[0]!.segments[0]!
    segment.departureLocal = '2026-12-01T23:10'
    segment.arrivalLocal = '2026-12-02T01:40'
    await renderFlights(path, {
      contentProviders: () => ({ providers: [{ id: 'ndc', name: 'NDC' }] }),
      flightSearch: ({ body }: { body?: unknown }) =>
        searchAnswer([overnight], 'ndc', (body as { search: unknown }).search),
    })
    const card = await screen.findByRole('article', { name: 'Saudia' })
    expect(card.textContent).toContain('+1')
    expect(card.textContent).toContain('Arrives the next day')
    expect(card.textContent).toContain('Wed 2 Dec')
    // A same-day flight says nothing of the kind.
    const sameDay = within(card).queryAllByText(/\+\d/)
    expect(sameDay).toHaveLength(1)
  })
})

describe('Results around the search', () => {
  it('ask calendar fares in the searched cabin for the searched party, priced in the results’ currency', async () => {
    const asked: unknown[] = []
    await renderFlights(path.replace('trip=one_way', 'trip=one_way&adults=2&children=1&cabin=business'), {
      ...handlers,
      calendarFares: ({ query }: { query?: unknown }) => {
        asked.push(query)
        return { fares: [] }
      },
    })
    await waitFor(() => expect(asked.length).toBeGreaterThan(0))
    // The server prices the strip in the visitor's currency, as it does the results: a SAR total
    // converted here could be a cent off the cheapest result.
    expect(asked.at(-1)).toMatchObject({
      cabin: 'business',
      adults: '2',
      children: '1',
      infants: '0',
      currency: 'SAR',
    })
  })

  it('offer Economy in one press when a Business search finds nothing', async () => {
    const searched: unknown[] = []
    const { router } = await renderFlights(path.replace('trip=one_way', 'trip=one_way&cabin=business'), {
      contentProviders: () => ({ providers: [{ id: 'ndc', name: 'NDC' }] }),
      flightSearch: ({ body }: { body?: unknown }) => {
        const { search } = body as { search: { cabin: string } }
        searched.push(search.cabin)
        return searchAnswer(search.cabin === 'economy' ? [flynas] : [], 'ndc', search)
      },
    })
    expect(await screen.findByRole('heading', { name: 'No Business fares found' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Search Economy' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ cabin: 'economy' }))
    expect(await screen.findByRole('article', { name: 'flynas' })).toBeTruthy()
    expect(searched).toContain('economy')
  })

  it('count the filters set on the phone’s Filters button and open them in a sheet', async () => {
    await renderFlights(path, handlers)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    const panel = screen.getByRole('region', { name: 'Filters' })
    await userEvent.click(
      within(within(panel).getByRole('group', { name: 'Stops' })).getByRole('checkbox', { name: 'Direct' }),
    )
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Refundable' }))
    await userEvent.click(screen.getByRole('button', { name: 'Filters (2)' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    expect(
      within(within(sheet).getByRole('group', { name: 'Stops' })).getByRole('checkbox', { name: 'Direct' }),
    ).toHaveProperty('checked', true)
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 1 flight' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })
})
