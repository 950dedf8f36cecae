import { addDays } from '@rihla/api-contract/dates'
import type { Hotel, HotelOffer, HotelSuggestion, RoomRate, RoomTypeOffer } from '@rihla/api-contract/hotels'
import type { HotelQuote } from '@rihla/api-contract/hotel-booking'
import type { FakeHandlers } from '@rihla/core/testing'
import { renderApp, siteHandlers } from '@rihla/core/testing'
import { errorRoutesFragment } from '@rihla/core/routing'
import { hotelsFragment } from '../fragment'
import { harnessRouteTree } from './harness-router'

export const MAKKAH: HotelSuggestion = {
  id: 'city:Makkah',
  kind: 'city',
  name: 'Makkah',
  context: 'Saudi Arabia',
  hotels: 8,
}

/** The hotels screens as a visitor opens them at `path`. */
export function renderHotels(path: string, handlers: FakeHandlers = {}) {
  return renderApp(path, {
    routeTree: harnessRouteTree,
    handlers: siteHandlers({
      hotelSuggestions: () => ({ suggestions: [MAKKAH] }),
      ...handlers,
    }),
    catalogs: [errorRoutesFragment.catalog, hotelsFragment.catalog],
  })
}

/** A hotel of a search's results: 4 stars, 8.5, two nights at 450 riyals a night unless patched. */
export function testOffer(
  id: string,
  patch: Partial<Omit<HotelOffer, 'hotel'>> & { hotel?: Partial<Hotel> } = {},
): HotelOffer {
  const { hotel, ...rest } = patch
  return {
    id,
    nights: 2,
    available: true,
    total: { amount: 90_000, currency: 'SAR' },
    perNight: { amount: 45_000, currency: 'SAR' },
    freeCancellation: true,
    boards: ['room_only', 'breakfast'],
    ...rest,
    hotel: {
      id,
      name: `Hotel ${id}`,
      city: { id: 'Makkah', name: 'Makkah' },
      district: 'Ajyad',
      stars: 4,
      rating: 8.5,
      reviewCount: 120,
      amenities: [{ id: 'wifi', name: 'Free Wi-Fi' }],
      photos: [],
      checkInTime: '16:00',
      checkOutTime: '12:00',
      location: { latitude: 21.42, longitude: 39.82 },
      distance: { meters: 400, to: 'haram', name: 'Masjid al-Haram' },
      ...hotel,
    },
  }
}

const sar = (amount: number) => ({ amount, currency: 'SAR' })

/** A rate of a room for two nights at 450 riyals a night: refundable until a week before unless patched. */
export function testRate(id: string, patch: Partial<RoomRate> = {}): RoomRate {
  const zero = sar(0)
  return {
    id,
    board: 'room_only',
    refundable: true,
    freeCancellationUntil: '2026-12-10T12:00:00.000Z',
    cancellationFee: sar(45_000),
    nights: [
      { date: '2026-12-17', price: sar(45_000) },
      { date: '2026-12-18', price: sar(45_000) },
    ],
    price: {
      baseFare: sar(78_261),
      tax: zero,
      vat: sar(11_739),
      fees: zero,
      surcharge: zero,
      serviceCharges: zero,
      addons: zero,
      discount: zero,
      total: sar(90_000),
    },
    ...patch,
  }
}

/** A room type with the given rates: a king room for two adults and a child, 8 left, unless patched. */
export function testRoomType(
  id: string,
  rates: RoomRate[],
  patch: Partial<RoomTypeOffer> = {},
): RoomTypeOffer {
  return {
    id,
    name: `Room ${id}`,
    bedType: 'king',
    sizeSqm: 32,
    maxAdults: 2,
    maxChildren: 1,
    roomsLeft: 8,
    photos: [],
    rates,
    ...patch,
  }
}

/** A hotel's photos at the paths the API names. */
export const testPhotos = (hotelId: string, count: number): Hotel['photos'] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${hotelId}-${index + 1}`,
    caption: `Photo ${index + 1} of ${hotelId}`,
    src: `/images/hotels/${hotelId}/${index + 1}.webp`,
    src2x: `/images/hotels/${hotelId}/${index + 1}@2x.webp`,
  }))

/** The session's quote of `rooms` rooms of one rate, two nights from `checkIn`. */
export function testQuote(checkIn: string, rooms = 2): HotelQuote {
  const rate = testRate('king:room_only:flex')
  return {
    refId: 'ref-1',
    hotel: testOffer('zamzam', { hotel: { name: 'Zamzam Pullman' } }).hotel,
    checkIn,
    checkOut: addDays(checkIn, 2),
    nights: 2,
    rooms: Array.from({ length: rooms }, () => ({
      occupancy: { adults: 2, childAges: [] },
      roomTypeId: 'king',
      roomName: 'Deluxe King Room',
      bedType: 'king' as const,
      rate,
    })),
    price: { ...rate.price, total: sar(90_000 * rooms) },
    cancellation: {
      refundable: true,
      freeCancellationUntil: rate.freeCancellationUntil,
      feeAfterDeadline: sar(45_000 * rooms),
    },
    quotedAt: new Date().toISOString(),
    heldUntil: new Date(Date.now() + 600_000).toISOString(),
  }
}
