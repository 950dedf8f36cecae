import { ApiError } from '@rihla/api-clients'
import { resetApp } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { flightSearchFormAtom } from '../state'
import { JED, RUH, inDays, renderFlights, searchAnswer, testItinerary } from '../testing/fixtures'

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
