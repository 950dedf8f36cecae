import type { HotelSuggestion } from '@rihla/api-contract/hotels'
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
