import type { User } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { SUPPORT_EVENTS, supportChannelName } from '@rihla/api-contract/support'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportAgents } from '../db/schema'
import { subscribeAs } from '../testing/pusherClient'
import { startTestServer } from '../testing/testServer'
import type { RequestOptions, TestServer } from '../testing/testServer'

// Two API processes of one deployment on one Postgres database, as behind a load balancer: a browser
// connected to one hears what a request to the other changed.
describe.runIf(process.env.RIHLA_TEST_DATABASE === 'postgres')('realtime across API processes', () => {
  let first: TestServer
  let second: TestServer
  beforeAll(async () => {
    first = await startTestServer({}, { relay: true })
    second = await startTestServer({}, { relay: true, beside: first })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const as = (server: TestServer, user: User, path: string, options: RequestOptions = {}) =>
    server.request(path, { ...options, headers: { authorization: `Bearer ${user.access_token}` } })
  const newUser = async (server: TestServer) =>
    endpoints.devCreateUser.response.parse((await server.request('/dev/users', { json: {} })).body).user

  it('delivers an agent’s reply sent through one process to the traveller connected to the other', async () => {
    const traveller = await newUser(first)
    const agent = await newUser(second)
    await second.db.insert(supportAgents).values({ userId: agent.id })
    const { booking } = endpoints.devCreateBooking.response.parse(
      (await as(first, traveller, '/dev/bookings/create', { json: { type: 'railway', amount: 18_000 } }))
        .body,
    )
    const { request } = endpoints.supportCreate.response.parse(
      (
        await as(first, traveller, '/api/v2/users/complaint', {
          json: { issue: 'change', order: booking.orderId, description: 'Can I take the earlier train?' },
        })
      ).body,
    )

    const { client, ready } = subscribeAs(first, traveller, supportChannelName(request.id))
    try {
      const channel = await ready
      const received: unknown[] = []
      channel.bind(SUPPORT_EVENTS.message, (message: unknown) => received.push(message))
      const replies = ['Yes, the 08:00 has seats.', 'I have moved you to it.']
      const sent = []
      for (const [index, body] of replies.entries()) {
        const answer = await as(second, agent, `/api/v2/support/desk/requests/${request.id}/messages`, {
          json: { clientId: `reply-${index}`, body },
        })
        expect(answer.status).toBe(201)
        sent.push(endpoints.deskReply.response.parse(answer.body).message)
      }
      // Each reply once, in order, although the traveller's process handled neither request.
      await expect.poll(() => received.length).toBe(2)
      expect(received).toEqual(sent)
    } finally {
      client.disconnect()
    }
  })
})
