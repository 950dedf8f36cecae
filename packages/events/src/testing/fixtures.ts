import type { EventPass, EventShows, EventSummary } from '@rihla/api-contract/events'
import type { EventBooking } from '@rihla/api-contract/event-booking'
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

/** The derby as listings show it. */
export const derbySummary: EventSummary = {
  id: derby.event.id,
  slug: derby.event.slug,
  title: derby.event.title,
  category: derby.event.category,
  city: derby.event.city,
  venue: derby.event.venue.name,
  startsOn: derby.event.startsOn,
  endsOn: derby.event.endsOn,
  priceFrom: derby.event.priceFrom,
  availability: derby.event.availability,
  image,
  featured: false,
}

/** The events screens as a visitor opens them at `path`. */
export function renderEvents(path: string, handlers: FakeHandlers = {}) {
  return renderApp(path, {
    routeTree: harnessRouteTree,
    handlers: siteHandlers({ eventShows: () => derby, ...handlers }),
    catalogs: [errorRoutesFragment.catalog, eventsFragment.catalog],
  })
}

const zero = sar(0)
const PRICE_PARTS = [
  'baseFare',
  'tax',
  'vat',
  'fees',
  'surcharge',
  'serviceCharges',
  'addons',
  'discount',
  'total',
]
const priceOf = (money: EventBooking['price']['total']) =>
  Object.fromEntries(PRICE_PARTS.map((part) => [part, money])) as EventBooking['price']
export const BOOKING_UUID = '7c1e4d2a-5b3f-4e6a-9d8c-0a1b2c3d4e5f'

/** The derby booked and paid: two Category 3 tickets and one Category 2, each with its reference. */
export function paidDerbyBooking(): EventBooking {
  const [, category2, category3] = derby.shows[0]!.passes as [EventPass, EventPass, EventPass]
  const line = (pass: EventPass, quantity: number) => ({
    pass,
    quantity,
    amount: { amount: pass.price.amount * quantity, currency: 'SAR' },
  })
  const ticket = (pass: EventPass, attendee: string, index: number) => ({
    passId: pass.id,
    passName: pass.name,
    attendee,
    price: pass.price,
    reference: `RH-EVT-DERBY.${index}.abcdefghijklmnop`,
  })
  return {
    booking: {
      uuid: BOOKING_UUID,
      type: 'event',
      status: 'Confirmed',
      orderId: 'RH-EV-1A2B3C',
      pnr: null,
      provider: 'Kingdom Arena',
      title: derby.event.title,
      createdOn: '2026-11-27T09:00:00.000Z',
      amount: sar(200),
      vat: null,
      paid: true,
      paymentExpiresAt: null,
      travelDate: '2026-12-06T17:00:00.000Z',
      travelEndDate: '2026-12-06T19:00:00.000Z',
      details: [],
      actions: { pay: false, cancel: false, view: true },
    },
    refId: 'ref-derby',
    event: derby.event,
    show: { id: 'derby-0', startsAt: derby.shows[0]!.startsAt, endsAt: derby.shows[0]!.endsAt, label: null },
    lines: [line(category2, 1), line(category3, 2)],
    tickets: [
      ticket(category2, 'Noura Alqahtani', 0),
      ticket(category3, 'Omar Alharbi', 1),
      ticket(category3, 'Salem Alharbi', 2),
    ],
    // Every part of the price but its base and total is nothing.
    price: { ...priceOf(zero), baseFare: sar(200), total: sar(200) },
    contact: { email: 'noura@example.com', phone: '+966501234567' },
  }
}
