import type { Hotel, HotelOffer, HotelSuggestion } from '@rihla/api-contract/hotels'
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
