import { ApiError } from '@rihla/api-clients'
import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import type { HotelSearchCriteria } from '@rihla/api-contract/hotels'
import { resetApp } from '@rihla/core/testing'
import type { FakeHandlers } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { hotelSearchFormAtom } from '../state'
import { MAKKAH, renderHotels, testOffer } from '../testing/fixtures'

afterEach(() => resetApp())

const checkIn = addDays(todayInSaudiArabia(), 20)
const checkOut = addDays(checkIn, 2)
const address = `/hotels/makkah?destination=city%3AMakkah&checkIn=${checkIn}&checkOut=${checkOut}&rooms=2-5`

const offers = [
  testOffer('zamzam', { freeCancellation: false, hotel: { name: 'Zamzam Pullman', stars: 5, rating: 9.1 } }),
  testOffer('ajyad', {
    total: { amount: 50_000, currency: 'SAR' },
    perNight: { amount: 25_000, currency: 'SAR' },
    hotel: { name: 'Ajyad Hotel', stars: 3, rating: 7.4, district: 'Aziziyah' },
  }),
]

const searchHandler = (asked: unknown[]): FakeHandlers => ({
  hotelSearch: ({ body }) => {
    asked.push(body)
    const { search } = body as { search: HotelSearchCriteria }
    return { refId: 'ref-1', expiresAt: new Date(Date.now() + 600_000).toISOString(), search, hotels: offers }
  },
})

const names = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent)

describe('Hotel results', () => {
  it('searches what the address says and shows each hotel’s price per night and for the stay', async () => {
    const asked: unknown[] = []
    await renderHotels(address, searchHandler(asked))
    expect(await screen.findByRole('heading', { name: 'Zamzam Pullman' })).toBeTruthy()
    expect(asked[0]).toMatchObject({
      search: { destination: 'city:Makkah', checkIn, checkOut, rooms: [{ adults: 2, childAges: [5] }] },
    })
    const card = screen.getByRole('article', { name: 'Ajyad Hotel' })
    expect(within(card).getByText(/250.*per night/)).toBeTruthy()
    expect(within(card).getByText(/500.*in total, taxes included/)).toBeTruthy()
  })

  it('shows the address’s search in its own form, to change it', async () => {
    const { context } = await renderHotels(
      address.replace('rooms=2-5', 'rooms=2-5,1,2-7-9'),
      searchHandler([]),
    )
    const rooms = await screen.findByRole('button', { name: /^Rooms and guests/ })
    expect(rooms.textContent).toBe('3 rooms, 8 guests')
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveProperty('value', 'Makkah')
    // Nothing is written to the form's state until the visitor changes the form.
    expect(context.store.get(hotelSearchFormAtom).destination).toBeNull()
    await userEvent.click(rooms)
    const editor = await screen.findByRole('dialog', { name: 'Rooms and guests' })
    await userEvent.click(within(editor).getAllByRole('button', { name: /More adults/ })[1]!)
    await waitFor(() => expect(rooms.textContent).toBe('3 rooms, 9 guests'))
    expect(context.store.get(hotelSearchFormAtom).rooms).toEqual([
      { adults: 2, childAges: [5] },
      { adults: 2, childAges: [] },
      { adults: 2, childAges: [7, 9] },
    ])
  })

  it('sorts, filters and offers Reset Filters when nothing is left', async () => {
    await renderHotels(address, searchHandler([]))
    await screen.findByRole('heading', { name: 'Zamzam Pullman' })
    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Lowest price' }))
    await waitFor(() => expect(names()[0]).toBe('Ajyad Hotel'))

    await userEvent.click(screen.getByRole('checkbox', { name: 'Free Wi-Fi' }))
    expect(names()).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: /Guest rating/ }))
    await userEvent.click(await screen.findByRole('option', { name: '9+ out of 10' }))
    await waitFor(() => expect(names()).toEqual(['Zamzam Pullman']))
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset Filters' })[0]!)
    await waitFor(() => expect(names()).toHaveLength(2))

    await userEvent.click(screen.getByRole('button', { name: /Price for the stay/ }))
    await userEvent.click(await screen.findByRole('option', { name: /^Up to SAR\s600$/ }))
    await waitFor(() => expect(names()).toEqual(['Ajyad Hotel']))
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset Filters' })[0]!)
    await waitFor(() => expect(names()).toHaveLength(2))

    await userEvent.click(screen.getByRole('checkbox', { name: 'Free cancellation' }))
    expect(names()).not.toContain('Zamzam Pullman')
    await userEvent.click(screen.getByRole('checkbox', { name: '5 stars' }))
    expect(await screen.findByText('No hotels match these filters')).toBeTruthy()
    const resets = screen.getAllByRole('button', { name: 'Reset Filters' })
    await userEvent.click(resets.at(-1)!)
    expect(await screen.findByRole('heading', { name: 'Zamzam Pullman' })).toBeTruthy()
  })

  it('opens from the home form with the search in the address', async () => {
    const { context, router } = await renderHotels('/best-hotels-in-saudi-arabia', searchHandler([]))
    context.store.set(hotelSearchFormAtom, {
      destination: MAKKAH,
      checkIn,
      checkOut,
      rooms: [{ adults: 2, childAges: [5] }],
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Search hotels' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels/makkah'))
    expect(router.state.location.search).toMatchObject({ destination: 'city:Makkah', rooms: '2-5' })
    expect(await screen.findByRole('heading', { name: 'Zamzam Pullman' })).toBeTruthy()
  })

  it('says what the server refuses in an address, and what an address lacks', async () => {
    const asked: unknown[] = []
    const sevenRooms = address.replace('rooms=2-5', 'rooms=1,1,1,1,1,1,1')
    const refusal = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Maximum 6 rooms allowed',
      endpoint: 'hotelSearch',
    })
    const first = await renderHotels(sevenRooms, {
      hotelSearch: ({ body }) => {
        asked.push(body)
        throw refusal
      },
    })
    expect(await screen.findByRole('heading', { name: 'Maximum 6 rooms allowed' })).toBeTruthy()
    const searches = asked.length
    first.unmount()

    await renderHotels(address.replace(/&checkOut=[^&]+/, ''), searchHandler(asked))
    expect(await screen.findByRole('heading', { name: 'This search is incomplete' })).toBeTruthy()
    // An address without a stay is not searched at all.
    expect(asked).toHaveLength(searches)
  })

  it('says when the search has expired and searches again on Refresh', async () => {
    const asked: unknown[] = []
    await renderHotels(address, {
      hotelSearch: ({ body }) => {
        asked.push(body)
        const { search } = body as { search: HotelSearchCriteria }
        // The first answer's session has already ended; the next one's has not.
        const expiresAt = new Date(Date.now() + (asked.length === 1 ? -1_000 : 600_000)).toISOString()
        return { refId: `ref-${asked.length}`, expiresAt, search, hotels: offers }
      },
    })
    const prompt = await screen.findByRole('alertdialog', { name: 'Search Results Expired' })
    await userEvent.click(within(prompt).getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(asked).toHaveLength(2))
    expect(await screen.findByRole('heading', { name: 'Zamzam Pullman' })).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
