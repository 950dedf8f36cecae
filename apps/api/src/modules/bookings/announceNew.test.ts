import { vatWithin } from '@rihla/api-contract/pricing'
import { REALTIME_EVENTS } from '@rihla/api-contract/realtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserEvent } from '../../realtime/userEvents'
import { newTraveller } from '../../testing/flightTravellers'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { bookAndAnnounce } from '../payments/settlement'
import { createPendingBooking } from './create'

// A new booking is announced by the transaction that makes it: a process that dies after the commit
// and before it answers has announced it all the same, and a reservation that rolls back announces nothing.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const pending = (userId: string) => ({
  userId,
  type: 'event' as const,
  orderPrefix: 'RH-EV',
  reason: 'event reserved',
  providerEn: 'Webook',
  providerAr: 'ويبوك',
  titleEn: 'Riyadh Season',
  titleAr: 'موسم الرياض',
  totalAmount: 10_000,
  ...vatWithin(10_000),
  currency: 'SAR',
  paymentExpiresAt: new Date(Date.now() + 600_000),
})

async function heardDuring(action: () => Promise<unknown>) {
  const heard: UserEvent[] = []
  const stop = server.userEvents.subscribe((event) => heard.push(event))
  try {
    await action().catch(() => undefined)
  } finally {
    stop()
  }
  return heard.filter((event) => event.event === REALTIME_EVENTS.bookingUpdated)
}

describe('a new booking’s announcement', () => {
  it('is made as its transaction commits, even when nothing answers after it', async () => {
    const user = await newTraveller(server)
    let uuid = ''
    const heard = await heardDuring(() =>
      bookAndAnnounce(server.userEvents, user.id, async (userId) => {
        const booking = await server.db.transaction((tx) =>
          createPendingBooking(tx, pending(userId), new Date()),
        )
        uuid = booking.id
        throw new Error('the process died before answering')
      }),
    )
    expect(heard).toEqual([
      { userId: user.id, event: REALTIME_EVENTS.bookingUpdated, data: { uuid, status: 'Pending' } },
    ])
  })

  it('is not made for a reservation that rolls back, and made once for one that answers', async () => {
    const user = await newTraveller(server)
    const rolledBack = await heardDuring(() =>
      bookAndAnnounce(server.userEvents, user.id, (userId) =>
        server.db.transaction(async (tx) => {
          await createPendingBooking(tx, pending(userId), new Date())
          throw new Error('sold out meanwhile')
        }),
      ),
    )
    expect(rolledBack).toEqual([])

    const answered = await heardDuring(() =>
      bookAndAnnounce(server.userEvents, user.id, async (userId) => {
        const booking = await server.db.transaction((tx) =>
          createPendingBooking(tx, pending(userId), new Date()),
        )
        return { booking: { uuid: booking.id, status: booking.status } }
      }),
    )
    expect(answered).toHaveLength(1)
  })
})
