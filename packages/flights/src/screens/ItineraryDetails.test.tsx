import type { Itinerary } from '@rihla/api-contract/flights'
import type { Quote } from '@rihla/api-contract/flight-booking'
import { ApiError } from '@rihla/api-clients'
import { resetApp, storeSignedInUser } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { JED, RUH, inDays, renderFlights, testFare, testItinerary } from '../testing/fixtures'

afterEach(() => resetApp())

const date = inDays(10)
const saver = testFare(60_000, { id: 'economy-saver', family: 'Saver' })
const flex = testFare(90_000, {
  id: 'economy-flex',
  family: 'Flex',
  baggage: { checkedPieces: 2, checkedKg: 23, cabinKg: 7 },
  changeUntil: '2026-11-29T05:00:00.000Z',
  changeFee: { amount: 15_000, currency: 'SAR' },
  refundable: true,
  refundFee: { amount: 20_000, currency: 'SAR' },
  seatsLeft: 3,
})

/** Riyadh to Dubai through Jeddah: two flights and a layover. */
const connecting: Itinerary = (() => {
  const base = testItinerary('it-sv', { price: 60_000, minutes: 300, stops: 1, airline: ['SV', 'Saudia'] })
  const [leg] = base.legs
  const first = leg!.segments[0]!
  return {
    ...base,
    legs: [
      {
        ...leg!,
        destination: 'DXB',
        layovers: [{ airport: 'JED', minutes: 95 }],
        segments: [
          first,
          {
            ...first,
            id: '0-1',
            flightNumber: 'SV 590',
            aircraft: 'Boeing 787-9',
            origin: 'JED',
            destination: 'DXB',
            departureLocal: '2026-12-01T11:35',
            arrivalLocal: '2026-12-01T15:10',
            durationMinutes: 155,
          },
        ],
      },
    ],
    fares: [saver, flex],
  }
})()

const search = {
  tripType: 'one_way' as const,
  legs: [{ origin: 'RUH', destination: 'DXB', date }],
  returnDate: null,
  cabin: 'economy' as const,
  adults: 2,
  children: 0,
  infants: 0,
  currency: 'SAR',
}

const quoteOf = (fare = flex): Quote => ({
  refId: 'ref-1',
  itinerary: connecting,
  fare,
  passengers: { adults: 2, children: 0, infants: 0 },
  price: fare.price,
  quotedAt: new Date().toISOString(),
  validUntil: new Date(Date.now() + 600_000).toISOString(),
  domestic: false,
  travelDate: date,
})

const handlers = {
  sessionItinerary: () => ({
    search,
    itinerary: connecting,
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  }),
  airportGet: ({ query }: { query?: unknown }) => ({
    airport: (query as { iata: string }).iata === 'RUH' ? RUH : { ...JED, iata: 'DXB', city: 'Dubai' },
  }),
}

const path = '/flights/itinerary-details/ref-1/it-sv'

describe('Itinerary details', () => {
  it('is titled with its route and airline, and previewed with the flights image', async () => {
    await renderFlights(path, handlers)
    await screen.findByRole('region', { name: 'Your flights' })
    await waitFor(() => expect(document.title).toBe('RUH → DXB: Saudia flight details | Rihla'))
    const meta = (key: string) => document.querySelector(`meta[property="${key}"]`)?.getAttribute('content')
    expect(meta('og:title')).toBe('RUH → DXB: Saudia flight details | Rihla')
    expect(meta('og:image')).toBe('https://rihla.example/share/flights.png')
  })

  it('shows each flight and layover, the fares to choose from, and quotes the chosen fare', async () => {
    storeSignedInUser()
    const { calls, router } = await renderFlights(path, {
      ...handlers,
      flightQuote: () => ({ quote: quoteOf() }),
      sessionQuote: () => ({
        quote: quoteOf(),
        seats: [],
        previousTotal: null,
        priceChanged: false,
        expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
      }),
    })
    const flights = await screen.findByRole('region', { name: 'Your flights' })
    expect(within(flights).getByText(/SV 590/)).toBeTruthy()
    expect(within(flights).getByText(/Boeing 787-9/)).toBeTruthy()
    expect(within(flights).getByText(/Layover in/).textContent).toContain('JED')
    expect(within(flights).getByText(/Layover in/).textContent).toContain('1h 35m')

    const fares = screen.getByRole('radiogroup', { name: 'Choose your fare' })
    const flexFare = within(fares).getByRole('radio', { name: /Flex/ })
    expect(within(fares).getByRole('radio', { name: /Saver/ })).toHaveProperty('checked', true)
    const flexCard = flexFare.closest('label')!
    expect(flexCard.textContent).toContain('Checked baggage: 2 × 23 kg')
    expect(flexCard.textContent).toContain('48 hours')
    expect(flexCard.textContent).toContain('Refundable for a fee of')
    expect(flexCard.textContent).toContain('3 seats left at this fare')

    await userEvent.click(flexFare)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/flights/passenger-details/ref-1'))
    expect(calls.find((call) => call.name === 'flightQuote')?.input).toEqual({
      body: { refId: 'ref-1', itineraryRefId: 'it-sv', fareId: 'economy-flex' },
    })
  })

  it('marks an arrival on the next day with "+1", its date and words for screen readers', async () => {
    const [leg] = connecting.legs
    const late = {
      ...leg!.segments[1]!,
      departureLocal: '2026-12-01T22:50',
      arrivalLocal: '2026-12-02T01:25',
    }
    const overnight = { ...connecting, legs: [{ ...leg!, segments: [leg!.segments[0]!, late] }] }
    await renderFlights(path, {
      ...handlers,
      sessionItinerary: () => ({
        search,
        itinerary: overnight,
        expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
      }),
    })
    const flights = await screen.findByRole('region', { name: 'Your flights' })
    const [, second] = within(flights)
      .getAllByRole('listitem')
      .filter((item) => /SV/.test(item.textContent ?? ''))
    expect(second!.textContent).toContain('+1')
    expect(second!.textContent).toContain('Arrives the next day')
    expect(second!.textContent).toContain('Wed 2 Dec')
    expect(second!.textContent).not.toContain('Departs the next day')
  })

  it('links back to the search results with the same search', async () => {
    await renderFlights(path, handlers)
    const back = await screen.findByRole('link', { name: 'Back to results' })
    await waitFor(() => expect(back.getAttribute('href')).toContain('/flights/riyadh-to-dubai/RUH-to-DXB'))
    expect(back.getAttribute('href')).toContain(`date=${date}`)
    expect(back.getAttribute('href')).toContain('adults=2')
  })

  it('offers a retry when the quote fails', async () => {
    await renderFlights(path, {
      ...handlers,
      flightQuote: new ApiError({
        kind: 'http',
        status: 502,
        message: 'Bad gateway',
        endpoint: 'flightQuote',
      }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We are unable to fetch flight quotes at the moment')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('says so when the flight is not in the session', async () => {
    await renderFlights(path, {
      ...handlers,
      sessionItinerary: new ApiError({
        kind: 'http',
        status: 404,
        message: 'Not found',
        endpoint: 'sessionItinerary',
      }),
    })
    expect(await screen.findByRole('heading', { name: 'Error fetching flight details' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Search flights' })).toBeTruthy()
  })

  it('prompts to refresh when the search session has expired', async () => {
    await renderFlights(path, {
      ...handlers,
      sessionItinerary: new ApiError({
        kind: 'http',
        status: 410,
        message: 'Search Results Expired',
        endpoint: 'sessionItinerary',
      }),
    })
    const prompt = await screen.findByRole('alertdialog', { name: 'Search Results Expired' })
    expect(within(prompt).getByRole('button', { name: 'Refresh' })).toBeTruthy()
    expect(within(prompt).getByRole('button', { name: 'Go to Search Results' })).toBeTruthy()
  })
})
