import type { AirlinePage } from '@rihla/api-contract/flights'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { ApiError } from '@rihla/api-clients'
import { resetApp } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { JED, RUH, airport, renderFlights } from '../testing/fixtures'

afterEach(() => resetApp())

// Route links search a week from today in Saudi Arabia, the calendar the server measures dates on.
const weekAhead = new Date(Date.parse(`${todayInSaudiArabia()}T00:00:00Z`) + 7 * 86_400_000)
  .toISOString()
  .slice(0, 10)
const riyals = (amount: number) => ({ amount: amount * 100, currency: 'SAR' })
const DXB = { ...airport('DXB', 'Dubai'), countryCode: 'AE', domestic: false, timezone: 'Asia/Dubai' }

const saudia: AirlinePage = {
  slug: 'saudia',
  code: 'SV',
  icao: 'SVA',
  name: 'Saudia',
  names: { en: 'Saudia', ar: 'السعودية' },
  country: { code: 'SA', name: 'Saudi Arabia' },
  alliance: { id: 'skyteam', name: 'SkyTeam' },
  lowCost: false,
  hubs: [RUH, JED],
  fareFamilies: [
    {
      id: 'economy-light',
      cabin: 'economy',
      family: 'Economy Light',
      baggage: { checkedPieces: 0, checkedKg: 0, cabinKg: 7 },
      changeable: false,
      changeFee: null,
      refundable: false,
      refundFee: null,
    },
    {
      id: 'economy-value',
      cabin: 'economy',
      family: 'Economy Value',
      baggage: { checkedPieces: 1, checkedKg: 23, cabinKg: 7 },
      changeable: true,
      changeFee: riyals(150),
      refundable: true,
      refundFee: riyals(300),
    },
    {
      id: 'business-flex',
      cabin: 'business',
      family: 'Business Flex',
      baggage: { checkedPieces: 3, checkedKg: 32, cabinKg: 14 },
      changeable: true,
      changeFee: null,
      refundable: true,
      refundFee: null,
    },
  ],
  routes: [
    { origin: RUH, destination: JED, distanceKm: 846, durationMinutes: 105 },
    { origin: RUH, destination: DXB, distanceKm: 873, durationMinutes: 105 },
  ],
  routeCount: 42,
}

const handlers = {
  airlinePage: ({ query }: { query?: unknown }) => {
    if ((query as { slug: string }).slug !== 'saudia')
      throw new Error(`unexpected slug ${(query as { slug: string }).slug}`)
    return { airline: saudia }
  },
}

describe('Airline page', () => {
  it('shows who the airline is, its fare rules and the 48-hour change note', async () => {
    await renderFlights('/flights/saudia', handlers)
    expect(await screen.findByRole('heading', { level: 1, name: 'Saudia' })).toBeTruthy()
    expect(screen.getByText('السعودية').getAttribute('lang')).toBe('ar')
    expect(screen.getByText('Full-service airline')).toBeTruthy()
    expect(screen.getByText('Riyadh (RUH), Jeddah (JED)')).toBeTruthy()
    const fares = screen.getByRole('list', { name: 'Fare families' })
    const light = within(fares).getByRole('heading', { name: 'Economy Light' }).closest('li')!
    expect(within(light).getByText('No checked baggage')).toBeTruthy()
    expect(within(light).getByText('Changes not allowed')).toBeTruthy()
    expect(within(light).getByText('Non-refundable')).toBeTruthy()
    const value = within(fares).getByRole('heading', { name: 'Economy Value' }).closest('li')!
    expect(within(value).getByText('Checked baggage: 1 × 23 kg')).toBeTruthy()
    expect(within(value).getByText(/Change fee: .*150/)).toBeTruthy()
    expect(within(value).getByText(/Refundable for a fee of .*300/)).toBeTruthy()
    expect(within(fares).getByText('Refundable at no fee')).toBeTruthy()
    expect(screen.getByText(/Change your booking up to 48 hours before departure/)).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Saudia: flights, fares and baggage | Rihla'))
  })

  it('links each popular route to its results a week ahead', async () => {
    const { router } = await renderFlights('/flights/saudia', handlers)
    const routes = await screen.findByRole('list', { name: 'Popular routes' })
    expect(within(routes).getAllByRole('listitem')).toHaveLength(2)
    const link = within(routes).getByRole('link', { name: 'Search flights from Riyadh to Dubai' })
    expect(link.getAttribute('href')).toBe(
      `/flights/riyadh-to-dubai/RUH-to-DXB?trip=one_way&date=${weekAhead}`,
    )
    await userEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/flights/riyadh-to-dubai/RUH-to-DXB'))
  })

  it('says so when the airline flies no direct routes with us, and offers a search', async () => {
    await renderFlights('/flights/saudia', {
      airlinePage: () => ({ airline: { ...saudia, routes: [], routeCount: 0, hubs: [] } }),
    })
    expect(await screen.findByRole('heading', { name: 'No direct routes with us yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Search flights' }).getAttribute('href')).toBe(
      '/cheap-flights-in-saudi-arabia',
    )
    expect(screen.queryByText('Hubs')).toBeNull()
  })

  it('shows the site’s not-found page for an unknown airline', async () => {
    await renderFlights('/flights/no-such-airline', {
      airlinePage: new ApiError({
        kind: 'http',
        status: 404,
        message: 'Airline not found',
        endpoint: 'airlinePage',
      }),
    })
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy()
    expect(screen.getByText(/Page not found: \/flights\/no-such-airline/)).toBeTruthy()
  })

  it('offers a retry when the airline cannot be loaded', async () => {
    let fail = true
    await renderFlights('/flights/saudia', {
      airlinePage: () => {
        if (fail) throw new ApiError({ kind: 'network', message: 'offline', endpoint: 'airlinePage' })
        return { airline: saudia }
      },
    })
    expect(await screen.findByRole('heading', { name: 'We couldn’t load this airline' })).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Saudia' })).toBeTruthy()
  })

  it('is in Arabic for an Arabic visitor', async () => {
    await renderFlights('/ar/flights/saudia', {
      airlinePage: () => ({
        airline: { ...saudia, name: 'السعودية', country: { code: 'SA', name: 'المملكة العربية السعودية' } },
      }),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'السعودية' })).toBeTruthy()
    expect(screen.getByText('Saudia').getAttribute('lang')).toBe('en')
    expect(screen.getByRole('heading', { name: 'المسارات الشائعة' })).toBeTruthy()
  })
})

describe('Flights home airlines', () => {
  it('links to every airline’s page', async () => {
    await renderFlights('/cheap-flights-in-saudi-arabia')
    const section = await screen.findByRole('region', { name: 'Airlines' })
    const link = await within(section).findByRole('link', { name: 'flynas' })
    expect(link.getAttribute('href')).toBe('/flights/flynas')
  })
})
