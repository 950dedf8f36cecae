import { messages } from '@rihla/api-contract'
import type { User } from '@rihla/api-contract'
import { MAX_WALLET_PAGE_SIZE } from '@rihla/api-contract/account'
import { MAX_BOOKINGS_PAGE_SIZE } from '@rihla/api-contract/bookings'
import { endpoints } from '@rihla/api-contract/endpoints'
import { EVENT_PAGE_SIZE, EVENT_SEARCH_MAX_RESULTS } from '@rihla/api-contract/events'
import { FNF_MAX_ENTRIES } from '@rihla/api-contract/fnf'
import { MAX_SUPPORT_HISTORY_PAGE_SIZE, MAX_SUPPORT_PAGE_SIZE } from '@rihla/api-contract/support'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookings,
  eventPasses,
  eventShows,
  events,
  fnfEntries,
  supportMessages,
  supportRequests,
  walletTransactions,
} from '../db/schema'
import { MAX_AIRPORT_MATCHES } from '../modules/flights/airports'
import { MAX_SUGGESTIONS } from '../modules/hotels/destinations'
import { QUEUE_LIMIT } from '../modules/support/desk'
import { fieldErrors, okBody } from '../testing/consumer'
import { newTraveller } from '../testing/flightTravellers'
import { startTestServer } from '../testing/testServer'
import type { TestServer } from '../testing/testServer'
import { bookingMakers, callerOf, newAgent, savedTraveller } from './fixtures'

// Every list endpoint (issue 19) is paged with a maximum page size: a larger page is refused with the
// contract's message, the largest is served and holds no more than it, though more records exist. Lists
// without a size parameter are capped by the server; each cap is asserted with more records than it.

let server: TestServer
let traveller: User
let agent: User
let requestId: string
beforeAll(async () => {
  server = await startTestServer()
  traveller = await newTraveller(server)
  agent = await newAgent(server)
  // More of every record than its largest page holds.
  const { status, body } = await as(traveller, '/dev/bookings/create', {
    json: { type: 'bus', amount: 9_000 },
  })
  expect(status).toBe(201)
  const { booking } = endpoints.devCreateBooking.response.parse(body)
  const [row] = await server.db.select().from(bookings)
  const extra = MAX_BOOKINGS_PAGE_SIZE + 5
  await server.db.insert(bookings).values(
    Array.from({ length: extra }, (_, index) => ({
      ...row!,
      id: undefined,
      userId: traveller.id,
      orderRef: `${booking.orderId}-${index}`,
    })),
  )
  await server.db.insert(walletTransactions).values(
    Array.from({ length: MAX_WALLET_PAGE_SIZE + 5 }, (_, index) => ({
      userId: traveller.id,
      amount: 100 + index,
      currency: 'SAR',
      descriptionEn: `Credit ${index}`,
      descriptionAr: `رصيد ${index}`,
    })),
  )
  const requests = await server.db
    .insert(supportRequests)
    .values(
      Array.from({ length: Math.max(MAX_SUPPORT_PAGE_SIZE, QUEUE_LIMIT) + 5 }, () => ({
        userId: traveller.id,
        bookingId: booking.uuid,
        issue: 'other' as const,
        description: 'Where is my ticket?',
      })),
    )
    .returning()
  requestId = requests[0]!.id
  await copyEvents(Math.ceil(EVENT_SEARCH_MAX_RESULTS / 10))
  await server.db.insert(supportMessages).values(
    Array.from({ length: MAX_SUPPORT_HISTORY_PAGE_SIZE + 5 }, (_, index) => ({
      requestId,
      author: 'traveller' as const,
      clientId: `message-${index}`,
      body: `Message ${index}`,
    })),
  )
}, 60_000)
afterAll(() => server.close())

/** Each seeded event `times` more, with its shows and passes: more on sale than one search answers. */
async function copyEvents(times: number) {
  const [eventRows, showRows, passRows] = await Promise.all([
    server.db.select().from(events),
    server.db.select().from(eventShows),
    server.db.select().from(eventPasses),
  ])
  for (let copy = 0; copy < times; copy += 1) {
    const id = (original: string) => `${original}-copy-${copy}`
    await server.db
      .insert(events)
      .values(eventRows.map((row) => ({ ...row, id: id(row.id), slug: id(row.slug) })))
    await server.db
      .insert(eventShows)
      .values(showRows.map((row) => ({ ...row, id: id(row.id), eventId: id(row.eventId) })))
    await server.db
      .insert(eventPasses)
      .values(passRows.map((row) => ({ ...row, id: id(row.id), showId: id(row.showId) })))
  }
}

const as = callerOf(() => server)
type Answer = { status: number; body: unknown }

/**
 * One line a paged list: how it is asked for with a page size, its largest page, the field the size is
 * sent in, and how many records an answer holds.
 */
const PAGED: [
  name: string,
  max: number,
  field: string,
  ask: (size: number) => Promise<Answer>,
  held: (body: unknown) => number,
][] = [
  [
    'bookingsIndex',
    MAX_BOOKINGS_PAGE_SIZE,
    'pageSize',
    (size) => as(traveller, '/api/v2/bookings/index', { json: { tab: 'upcoming', pageSize: size } }),
    (body) => endpoints.bookingsIndex.response.parse(body).bookings.length,
  ],
  [
    'userBookingsAll',
    MAX_BOOKINGS_PAGE_SIZE,
    'pageSize',
    (size) => as(traveller, '/user/bookings/all', { json: { pageSize: size } }),
    (body) => endpoints.userBookingsAll.response.parse(body).bookings.length,
  ],
  [
    'wallet',
    MAX_WALLET_PAGE_SIZE,
    'perPage',
    (size) => as(traveller, `/api/v2/users/wallet?perPage=${size}`),
    (body) => endpoints.wallet.response.parse(body).transactions.length,
  ],
  [
    'supportList',
    MAX_SUPPORT_PAGE_SIZE,
    'perPage',
    (size) => as(traveller, `/api/v2/users/complaint?perPage=${size}`),
    (body) => endpoints.supportList.response.parse(body).requests.length,
  ],
  [
    'supportThread',
    MAX_SUPPORT_HISTORY_PAGE_SIZE,
    'limit',
    (size) => as(traveller, `/api/v2/users/complaint/${requestId}?limit=${size}`),
    (body) => endpoints.supportThread.response.parse(body).messages.length,
  ],
  [
    'deskThread',
    MAX_SUPPORT_HISTORY_PAGE_SIZE,
    'limit',
    (size) => as(agent, `/api/v2/support/desk/requests/${requestId}?limit=${size}`),
    (body) => endpoints.deskThread.response.parse(body).messages.length,
  ],
]

describe.each(PAGED)('%s', (_name, max, field, ask, held) => {
  it.each([max + 1, 100_000])(`refuses a page of %i with the contract's message`, async (size) => {
    const answer = await ask(size)
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer.body)).toEqual({ [field]: messages.invalidValue })
  })

  it(`serves its largest page, ${max}, holding no more though more exist`, async () => {
    const answer = await ask(max)
    expect(answer.status).toBe(200)
    expect(held(answer.body)).toBeLessThanOrEqual(max)
  })
})

describe('the largest page holds exactly its size when more records exist', () => {
  it.each([
    ['userBookingsAll', MAX_BOOKINGS_PAGE_SIZE],
    ['wallet', MAX_WALLET_PAGE_SIZE],
    ['supportList', MAX_SUPPORT_PAGE_SIZE],
    ['supportThread', MAX_SUPPORT_HISTORY_PAGE_SIZE],
    ['deskThread', MAX_SUPPORT_HISTORY_PAGE_SIZE],
  ] as const)('%s: %i', async (name, max) => {
    const [, , , ask, held] = PAGED.find(([listed]) => listed === name)!
    const answer = await ask(max)
    expect(held(answer.body)).toBe(max)
  })
})

/** Lists without a size parameter: how they are asked for (with a size a client might try) and their cap. */
const CAPPED: [name: string, cap: number, ask: () => Promise<number>][] = [
  [
    'deskQueue',
    QUEUE_LIMIT,
    async () =>
      (await okBody(as(agent, '/api/v2/support/desk/queue?limit=100000'), endpoints.deskQueue.response))
        .requests.length,
  ],
  [
    'fnfList',
    FNF_MAX_ENTRIES,
    async () => (await okBody(as(traveller, '/user/fnf/all'), endpoints.fnfList.response)).entries.length,
  ],
  [
    'eventList',
    EVENT_PAGE_SIZE,
    async () => {
      const list = await okBody(
        as(traveller, '/api/v2/events/list', { json: { category: 'concerts', pageSize: 100_000 } }),
        endpoints.eventList.response,
      )
      expect(list.pageSize).toBe(EVENT_PAGE_SIZE)
      return list.events.length
    },
  ],
  [
    'eventSearch',
    EVENT_SEARCH_MAX_RESULTS,
    async () =>
      (await okBody(as(traveller, '/api/v2/events/search?limit=100000'), endpoints.eventSearch.response))
        .events.length,
  ],
  [
    'airportsSearch',
    MAX_AIRPORT_MATCHES,
    async () =>
      (
        await okBody(
          bookingMakers(server).air('/air/api/airports?query=a&limit=100000'),
          endpoints.airportsSearch.response,
        )
      ).airports.length,
  ],
  [
    'hotelSuggestions',
    MAX_SUGGESTIONS,
    async () =>
      (
        await okBody(
          bookingMakers(server).air('/hotels/api/suggestions?query=a&limit=100000'),
          endpoints.hotelSuggestions.response,
        )
      ).suggestions.length,
  ],
]

describe('lists the server caps', () => {
  it.each(CAPPED)('%s holds at most %i', async (_name, cap, ask) => {
    expect(await ask()).toBeLessThanOrEqual(cap)
  })

  it.each(['deskQueue', 'eventList', 'eventSearch'])(
    '%s, with more records than its cap, answers exactly the cap',
    async (name) => {
      const [, cap, ask] = CAPPED.find(([listed]) => listed === name)!
      expect(await ask()).toBe(cap)
    },
  )

  it('saved travellers stop at their limit: one more is refused', async () => {
    const created = await as(traveller, '/user/fnf', { json: savedTraveller })
    expect(created.status).toBe(201)
    const [row] = await server.db.select().from(fnfEntries)
    await server.db.insert(fnfEntries).values(
      Array.from({ length: FNF_MAX_ENTRIES - 1 }, (_, index) => ({
        ...row!,
        id: undefined,
        nickname: `Entry ${index}`,
      })),
    )
    const refused = await as(traveller, '/user/fnf', { json: { ...savedTraveller, nickname: 'One more' } })
    expect(refused).toMatchObject({ status: 409, body: { message: messages.fnfLimitReached } })
    const [, cap, ask] = CAPPED.find(([name]) => name === 'fnfList')!
    expect(await ask()).toBe(cap)
  })
})
