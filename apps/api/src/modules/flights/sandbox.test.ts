import { serverMessages } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { serveApp } from '../../testing/testServer'
import { partnerTestServer } from '../../testing/partner'

const api = partnerTestServer()

const air = (path: string, json?: unknown) => api.air(path, { json })

const departure = new Date(Date.parse(`${todayInSaudiArabia()}T00:00:00Z`) + 30 * 86_400_000)
  .toISOString()
  .slice(0, 10)

/** A quoted RUH → JED search for two adults: its RefID and the first seat free on its first flight. */
async function quotedSearch() {
  const found = endpoints.flightSearch.response.parse(
    (
      await air('/air/api/search', {
        search: { legs: [{ origin: 'RUH', destination: 'JED', date: departure }], adults: 2 },
      })
    ).body,
  )
  const itinerary = found.itineraries[0]!
  await air('/air/api/quote', {
    refId: found.refId,
    itineraryRefId: itinerary.id,
    fareId: itinerary.fares[0]!.id,
  })
  const map = endpoints.flightSeatmap.response.parse(
    (await air(`/air/api/seatmap?refid=${found.refId}&segment=0-0`)).body,
  )
  const seat = map.rows.flatMap((row) => row.seats).find((candidate) => candidate.state === 'available')!
  return { refId: found.refId, seat: seat.seat }
}

const hold = (refId: string, seat: string) =>
  air('/air/api/seatmap/hold', { refId, segment: '0-0', passenger: 0, seat })

describe('POST /dev/flights/sessions/end', () => {
  it('ends a search session as idleness would: its calls answer 410 and its seats sell again', async () => {
    const mine = await quotedSearch()
    const theirs = await quotedSearch()
    expect((await hold(mine.refId, mine.seat)).status).toBe(200)
    expect((await hold(theirs.refId, mine.seat)).status).toBe(409)

    const ended = await api.server.request('/dev/flights/sessions/end', { json: { refId: mine.refId } })
    expect(ended.status).toBe(200)
    const { expiresAt } = endpoints.devEndSearchSession.response.parse(ended.body)
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now())

    expect(await air(`/air/api/ssr?refid=${mine.refId}`)).toMatchObject({
      status: 410,
      body: { message: serverMessages.searchExpired },
    })
    expect((await hold(theirs.refId, mine.seat)).status).toBe(200)
    // An ended session cannot be ended again, nor an unknown one.
    expect(
      (await api.server.request('/dev/flights/sessions/end', { json: { refId: mine.refId } })).status,
    ).toBe(410)
    expect(
      (await api.server.request('/dev/flights/sessions/end', { json: { refId: 'nothing' } })).status,
    ).toBe(410)
    // The other session carries on.
    expect((await air(`/air/api/ssr?refid=${theirs.refId}`)).status).toBe(200)
  })

  it('is not served outside the sandbox', async () => {
    const { refId } = await quotedSearch()
    const served = await serveApp(
      createApp({ db: api.server.db, config: { ...api.server.config, sandbox: false } }),
    )
    try {
      expect(await served.request('/dev/flights/sessions/end', { json: { refId } })).toMatchObject({
        status: 404,
        body: { message: serverMessages.notFound },
      })
    } finally {
      await served.close()
    }
    expect((await air(`/air/api/ssr?refid=${refId}`)).status).toBe(200)
  })
})
