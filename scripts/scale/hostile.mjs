// The scale run's bad inputs, sent through the balancer once the load is over: the security matrix of
// apps/api/src/security asked of the running cluster, where consecutive calls land on different API
// processes. Each try names what it expects; `badInputVerdict` counts the tries and the ones accepted.
import { randomUUID } from 'node:crypto'
import { reserveTrip, VERTICALS } from './journeys.mjs'

/** Above the API's 64 KB body limit (MAX_BODY_BYTES in apps/api/src/app.ts). */
const OVERSIZED_BYTES = 100 * 1024
/** Far above every list's largest page (MAX_BOOKINGS_PAGE_SIZE and the others). */
const HUGE_PAGE = 100_000
/** Wrong passwords before sign-in asks for the captcha (RIHLA_LOGIN_RATE_LIMIT's default). */
const LOGIN_LIMIT = 5

/** Each vertical's booking detail as the site reads it, for `user`'s booking `uuid`. */
const DETAILS = {
  flights: (uuid, user) => ({
    path: `/air/api/bookings/get-detail?uuid=${uuid}&api_token=${user.api_token}`,
  }),
  hotels: (uuid, user) => ({
    path: `/hotels/api/bookings/get-detail?UUID=${uuid}&api_token=${user.api_token}`,
  }),
  train: (uuid) => ({ path: '/api/v2/railways/booking-detail', body: { uuid } }),
  bus: (uuid) => ({ path: '/api/v2/buses/booking-detail', body: { uuid } }),
  events: (uuid) => ({ path: '/api/v2/events/booking-detail', body: { uuid } }),
}

/** Every route naming one of a traveller's bookings, as another traveller (`stranger`) would ask it. */
function ownedRoutes(vertical, booking, stranger) {
  const { uuid } = booking
  const detail = DETAILS[vertical](uuid, stranger)
  const payment = {
    uuid,
    idempotencyKey: randomUUID(),
    amount: booking.amount,
    method: 'card',
    returnUrl: 'http://localhost:5173/payment/return',
  }
  return [
    ['booking detail', detail.path, detail.body],
    ['cancellation quote', `/api/v2/bookings/${uuid}/cancellation`],
    ['cancel', `/api/v2/bookings/${uuid}/cancellation`, { expectedRefund: 0 }],
    ['refund tracker', `/api/v2/bookings/${uuid}/refund`],
    ['payment', '/api/v2/financial/process', payment],
  ]
}

/**
 * A fetch through `apiUrl` as the site sends it: the consumer headers, the user's bearer token, or the
 * partner token for a partner path. Answers `{ status, body }`; never throws for a refusal.
 */
function requester(apiUrl, partnerToken) {
  return async (path, { user, body, method, raw } = {}) => {
    const partner = path.startsWith('/air/') || path.startsWith('/hotels/')
    const headers = { 'content-type': 'application/json', locale: 'en', 'app-version': '68' }
    if (partner) headers.authorization = `Bearer ${partnerToken}`
    else if (user) headers.authorization = `Bearer ${user.access_token}`
    const response = await fetch(`${apiUrl}${path}`, {
      method: method ?? (body === undefined && raw === undefined ? 'GET' : 'POST'),
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    let parsed = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // An HTML error page stays text.
    }
    return { status: response.status, body: parsed }
  }
}

/**
 * Sends every bad input and returns the tries: `{ kind, what, expected, status, accepted }`, where
 * `accepted` is true when the cluster did what it must not. `call` is the load's caller (journeys.mjs),
 * used to make the owner's real bookings.
 */
export async function tryBadInputs({ apiUrl, partnerToken, call }) {
  const request = requester(apiUrl, partnerToken)
  const tries = []
  const expect = (kind, what, expected, answer, wrong = !expected.includes(answer.status)) =>
    tries.push({ kind, what, expected: expected.join('/'), status: answer.status, accepted: wrong })
  const newUser = async () => (await call('hostile setup', '/dev/users', { body: {} })).user

  const owner = await newUser()
  const stranger = await newUser()
  const owned = []
  for (const [index, vertical] of VERTICALS.entries())
    owned.push({ vertical, booking: await reserveTrip(vertical, call, owner, 7919 + index) })
  const statusesOf = async (user) => {
    const { body } = await request('/user/bookings/all', { user, body: { pageSize: 50 } })
    return new Map(body.bookings.map((booking) => [booking.uuid, booking.status]))
  }
  const before = await statusesOf(owner)

  // Another traveller's records, by every route that names one: 404, and nothing changes.
  for (const { vertical, booking } of owned) {
    for (const [what, path, body] of ownedRoutes(vertical, booking, stranger))
      expect('IDOR', `${vertical} ${what}`, [404], await request(path, { user: stranger, body }))
  }
  const after = await statusesOf(owner)
  for (const { vertical, booking } of owned) {
    const unchanged = before.get(booking.uuid) === after.get(booking.uuid)
    tries.push({
      kind: 'IDOR',
      what: `${vertical} booking unchanged for its owner`,
      expected: before.get(booking.uuid),
      status: after.get(booking.uuid),
      accepted: !unchanged,
    })
  }

  // Status, price and owner sent by a client are ignored: the server's own values are stored.
  const { shows } = await call('hostile setup', '/api/v2/events/shows', { body: { event: 'riyadh-season' } })
  const show = shows.flatMap((candidate) =>
    candidate.passes.filter((pass) => pass.availability !== 'sold_out').map((pass) => ({ candidate, pass })),
  )[0]
  const quote = await request('/api/v2/events/quote', {
    body: {
      eventId: 'riyadh-season',
      showId: show.candidate.id,
      lines: [{ passId: show.pass.id, quantity: 1, price: { amount: 1, currency: 'SAR' } }],
      total: { amount: 1, currency: 'SAR' },
    },
  })
  expect('mass assignment', 'event quote priced by the server', [200, 201], quote)
  const reserved = await request('/api/v2/events/reservation', {
    user: stranger,
    body: {
      refId: quote.body.refId,
      contact: { email: stranger.email, phone: '+966501234567' },
      status: 'Confirmed',
      paidAt: new Date().toISOString(),
      userId: owner.id,
      amount: { amount: 1, currency: 'SAR' },
    },
  })
  const booking = reserved.body?.booking
  tries.push({
    kind: 'mass assignment',
    what: 'reservation with status, paid, owner and amount of its own',
    expected: `Pending ${quote.body.price.total.amount}, the sender's`,
    status: booking ? `${booking.status} ${booking.amount.amount}` : reserved.status,
    accepted:
      !booking ||
      booking.status !== 'Pending' ||
      booking.amount.amount !== quote.body.price.total.amount ||
      (await statusesOf(owner)).has(booking.uuid),
  })

  // Lists have a largest page; bodies a largest size.
  expect(
    'page size',
    'all bookings, 100,000 a page',
    [400],
    await request('/user/bookings/all', { user: owner, body: { pageSize: HUGE_PAGE } }),
  )
  expect(
    'page size',
    'My Bookings tab, 100,000 a page',
    [400],
    await request('/api/v2/bookings/index', { user: owner, body: { pageSize: HUGE_PAGE } }),
  )
  expect(
    'body size',
    'a 100 KB quote',
    [413],
    await request('/api/v2/events/quote', { raw: JSON.stringify({ eventId: 'x'.repeat(OVERSIZED_BYTES) }) }),
  )

  // Wrong passwords spread over the processes by the balancer still count as one traveller's.
  for (let index = 0; index < LOGIN_LIMIT; index += 1)
    expect(
      'sign-in lock',
      `wrong password ${index + 1}`,
      [401],
      await request('/api/v2/users/auth/login', { body: { email: owner.email, password: `wrong-${index}` } }),
    )
  expect(
    'sign-in lock',
    `after ${LOGIN_LIMIT} wrong passwords, a try without the captcha`,
    [400],
    await request('/api/v2/users/auth/login', { body: { email: owner.email, password: 'another-guess' } }),
  )
  return tries
}

/** The table's figures: tries by kind, and the tries the cluster accepted (each one a hole). */
export function badInputVerdict(tries) {
  const byKind = new Map()
  for (const { kind } of tries) byKind.set(kind, (byKind.get(kind) ?? 0) + 1)
  return {
    tried: tries.length,
    byKind: [...byKind.entries()].map(([kind, count]) => `${kind} ${count}`).join(', '),
    accepted: tries.filter((entry) => entry.accepted),
  }
}
