import { ApiError } from '@rihla/api-clients'
import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import type { SingleItineraryResponse } from '@rihla/api-contract/hotels'
import { resetApp } from '@rihla/core/testing'
import type { FakeHandlers } from '@rihla/core/testing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHotels, testOffer, testPhotos, testRate, testRoomType } from '../testing/fixtures'

afterEach(() => resetApp())

const checkIn = addDays(todayInSaudiArabia(), 20)
const path = '/hotels/detail/ref-1/zamzam'

const details = (): SingleItineraryResponse => ({
  search: {
    destination: 'city:Makkah',
    checkIn,
    checkOut: addDays(checkIn, 2),
    rooms: [{ adults: 2, childAges: [5] }],
    currency: 'SAR',
  },
  hotel: testOffer('zamzam', { hotel: { name: 'Zamzam Pullman', photos: testPhotos('zamzam', 3) } }).hotel,
  nights: 2,
  rooms: [
    testRoomType('king', [
      testRate('king:room_only:flex'),
      testRate('king:breakfast:nr', {
        board: 'breakfast',
        refundable: false,
        freeCancellationUntil: null,
        price: { ...testRate('x').price, total: { amount: 80_000, currency: 'SAR' } },
      }),
    ]),
    testRoomType('twin', [testRate('twin:room_only:flex')], { bedType: 'twin', roomsLeft: 2 }),
  ],
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
})

const handlers = (asked: unknown[] = []): FakeHandlers => ({
  hotelSingleItinerary: ({ query }) => {
    asked.push(query)
    return details()
  },
})

const roomNames = () =>
  screen.queryAllByRole('article').map((room) => within(room).getByRole('heading', { level: 2 }).textContent)

describe('Hotel detail', () => {
  it('asks for the session’s hotel and shows its rooms and rates, with cancellation in plain words', async () => {
    const asked: unknown[] = []
    await renderHotels(path, handlers(asked))
    expect(await screen.findByRole('heading', { level: 1, name: 'Zamzam Pullman' })).toBeTruthy()
    expect(asked[0]).toEqual({ RefID: 'ref-1', ItineraryRefID: 'zamzam' })
    expect(screen.getByRole('tab', { name: 'Rooms', selected: true })).toBeTruthy()
    expect(roomNames()).toEqual(['Room king', 'Room twin'])
    const king = screen.getByRole('article', { name: 'Room king' })
    expect(within(king).getByText(/^Free cancellation until/)).toBeTruthy()
    expect(within(king).getByText('Non-refundable: cancelling costs the whole stay.')).toBeTruthy()
    expect(within(king).getByText(/800/)).toBeTruthy()
    expect(
      within(screen.getByRole('article', { name: 'Room twin' })).getByText('Only 2 rooms left'),
    ).toBeTruthy()
  })

  it('shows a room type others have taken for the stay as sold out, its rates not to be chosen', async () => {
    const soldOut = details()
    soldOut.rooms[1] = { ...soldOut.rooms[1]!, roomsLeft: 0 }
    await renderHotels(path, { hotelSingleItinerary: () => soldOut })
    const twin = await screen.findByRole('article', { name: 'Room twin' })
    expect(within(twin).getByText('No rooms left for these dates')).toBeTruthy()
    expect(within(twin).queryByText(/rooms? left$/)).toBeNull()
    expect(within(twin).getByRole('button', { name: 'Select' }).hasAttribute('disabled')).toBe(true)
    const king = screen.getByRole('article', { name: 'Room king' })
    for (const select of within(king).getAllByRole('button', { name: 'Select' }))
      expect(select.hasAttribute('disabled')).toBe(false)
  })

  it('filters the rooms by bed, board and free cancellation', async () => {
    await renderHotels(path, handlers())
    await screen.findByRole('heading', { level: 1, name: 'Zamzam Pullman' })
    await userEvent.click(screen.getByRole('button', { name: /Bed type/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Twin beds' }))
    await waitFor(() => expect(roomNames()).toEqual(['Room twin']))
    await userEvent.click(screen.getByRole('button', { name: /Meals/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Breakfast included' }))
    expect(await screen.findByText('No rooms match these filters')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }))
    await waitFor(() => expect(roomNames()).toHaveLength(2))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Free cancellation' }))
    const king = screen.getByRole('article', { name: 'Room king' })
    expect(within(king).queryByText('Non-refundable: cancelling costs the whole stay.')).toBeNull()
  })

  it('shows the amenities and the check-in and check-out times in their tabs', async () => {
    await renderHotels(path, handlers())
    await userEvent.click(await screen.findByRole('tab', { name: 'Amenities' }))
    expect(screen.getByRole('tabpanel', { name: 'Amenities' }).textContent).toContain('Free Wi-Fi')
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }))
    const panel = screen.getByRole('tabpanel', { name: 'Details' })
    expect(within(panel).getByText('From 16:00')).toBeTruthy()
    expect(within(panel).getByText('Until 12:00')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }))
    expect(within(screen.getByRole('tabpanel', { name: 'Overview' })).getByText('Ajyad, Makkah')).toBeTruthy()
  })

  it('opens the gallery at a photo and turns the photos with the arrow keys', async () => {
    await renderHotels(path, handlers())
    const photos = await screen.findByRole('region', { name: 'Photos' })
    await userEvent.click(within(photos).getByRole('button', { name: 'Photo 2 of zamzam' }))
    const gallery = await screen.findByRole('dialog', { name: 'Photos of Zamzam Pullman' })
    expect(within(gallery).getByText('Photo 2 of 3: Photo 2 of zamzam')).toBeTruthy()
    await userEvent.keyboard('{ArrowRight}')
    expect(within(gallery).getByText('Photo 3 of 3: Photo 3 of zamzam')).toBeTruthy()
    await userEvent.keyboard('{ArrowRight}')
    expect(within(gallery).getByRole('img').getAttribute('src')).toBe('/images/hotels/zamzam/1.webp')
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }))
    expect(within(gallery).getByText('Photo 3 of 3: Photo 3 of zamzam')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('turns the photos with a sideways swipe, the way the page reads', async () => {
    await renderHotels(path, handlers())
    await userEvent.click(await screen.findByRole('button', { name: 'See all 3 photos' }))
    const gallery = await screen.findByRole('dialog', { name: 'Photos of Zamzam Pullman' })
    // Each photo is a new image: the finger lands on the one shown.
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(within(gallery).getByRole('img'), { clientX: from })
      fireEvent.pointerUp(within(gallery).getByRole('img'), { clientX: to })
    }
    swipe(300, 200)
    expect(within(gallery).getByText('Photo 2 of 3: Photo 2 of zamzam')).toBeTruthy()
    // Too short a move is a tap, not a swipe.
    swipe(200, 180)
    expect(within(gallery).getByText('Photo 2 of 3: Photo 2 of zamzam')).toBeTruthy()
    swipe(100, 250)
    expect(within(gallery).getByText('Photo 1 of 3: Photo 1 of zamzam')).toBeTruthy()
  })

  it('opens a room’s details with its price night by night, and the hotel’s details from the header', async () => {
    await renderHotels(path, handlers())
    await userEvent.click(await screen.findByRole('button', { name: 'Room details: Room twin' }))
    const room = await screen.findByRole('dialog', { name: 'Room twin' })
    expect(within(room).getByText('Twin beds')).toBeTruthy()
    expect(within(room).getAllByText(/^Night of .*: SAR\s?450$/)).toHaveLength(2)
    expect(within(room).getAllByRole('button', { name: 'Select' })).toHaveLength(1)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.click(screen.getByRole('button', { name: 'Hotel details' }))
    const hotel = await screen.findByRole('dialog', { name: 'About Zamzam Pullman' })
    expect(within(hotel).getByText('From 16:00')).toBeTruthy()
    expect(within(hotel).getByText(/km from Masjid al-Haram/)).toBeTruthy()
  })

  it('says No Availability Found when the chosen room is gone, and counts the rooms again', async () => {
    const asked: unknown[] = []
    await renderHotels(path, {
      ...handlers(asked),
      hotelQuote: new ApiError({
        kind: 'http',
        status: 409,
        message: 'No Availability Found',
        endpoint: 'hotelQuote',
      }),
    })
    const twin = await screen.findByRole('article', { name: 'Room twin' })
    await userEvent.click(within(twin).getByRole('button', { name: 'Select' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'No Availability Found' })
    expect(within(dialog).getByText('Choose another option')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(asked).toHaveLength(2))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says the search has ended when its session is gone', async () => {
    await renderHotels(path, {
      hotelSingleItinerary: new ApiError({
        kind: 'http',
        status: 410,
        message: 'Search Results Expired',
        endpoint: 'hotelSingleItinerary',
      }),
    })
    expect(await screen.findByRole('alertdialog', { name: 'Search Results Expired' })).toBeTruthy()
  })
})
