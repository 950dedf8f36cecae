import type { EventPass, EventShows } from '@rihla/api-contract/events'
import type { FakeHandlers } from '@rihla/core/testing'
import { renderApp, siteHandlers } from '@rihla/core/testing'
import { errorRoutesFragment } from '@rihla/core/routing'
import { eventsFragment } from '../fragment'
import { harnessRouteTree } from './harness-router'

const sar = (riyals: number) => ({ amount: riyals * 100, currency: 'SAR' })

const pass = (id: string, name: string, riyals: number, patch: Partial<EventPass> = {}): EventPass => ({
  id,
  type: id,
  name,
  includes: [`${name} seat`],
  price: sar(riyals),
  availability: 'available',
  left: null,
  perOrderLimit: 6,
  ...patch,
})

const image = { src: '/derby.webp', srcset: '/derby.webp 1x', width: 640, height: 360, alt: 'Kingdom Arena' }

/** A match with one show: Category 1 sold out, Category 2 with 3 left, Category 3 on sale. */
export const derby: EventShows = {
  event: {
    id: 'riyadh-derby',
    slug: 'al-hilal-v-al-nassr',
    title: 'Al Hilal v Al Nassr',
    category: { id: 'football', name: 'Football' },
    city: 'Riyadh',
    venue: {
      id: 'kingdom_arena',
      name: 'Kingdom Arena',
      city: 'Riyadh',
      address: 'King Fahd Road',
      latitude: 24.7,
      longitude: 46.6,
      kind: 'Stadium',
    },
    startsOn: '2026-12-06',
    endsOn: '2026-12-06',
    priceFrom: sar(50),
    availability: 'few_left',
    image,
    featured: false,
    description: 'The Riyadh derby.',
    ageRule: 'All ages',
    minimumAge: 0,
    namedTickets: true,
    gallery: [image],
    shareUrl: '/events/detail/al-hilal-v-al-nassr',
  },
  shows: [
    {
      id: 'derby-0',
      startsAt: '2026-12-06T20:00:00+03:00',
      endsAt: '2026-12-06T22:00:00+03:00',
      label: null,
      availability: 'few_left',
      passes: [
        pass('category_1', 'Category 1', 150, { availability: 'sold_out', perOrderLimit: 0 }),
        pass('category_2', 'Category 2', 100, { availability: 'few_left', left: 3 }),
        pass('category_3', 'Category 3', 50),
      ],
    },
  ],
}

/** The events screens as a visitor opens them at `path`. */
export function renderEvents(path: string, handlers: FakeHandlers = {}) {
  return renderApp(path, {
    routeTree: harnessRouteTree,
    handlers: siteHandlers({ eventShows: () => derby, ...handlers }),
    catalogs: [errorRoutesFragment.catalog, eventsFragment.catalog],
  })
}
