import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { postgresTestUrl } from '../testing/testDatabase'
import {
  createReassembler,
  NOTIFY_PART_BYTES,
  noticesOf,
  relayThroughPostgres,
  splitUtf8,
} from './postgresRelay'
import { UserEvents } from './userEvents'
import type { UserEvent } from './userEvents'

const silent = { info: () => undefined, error: () => undefined }

/**
 * A support message as long as one may be (2000 characters, here of three UTF-8 bytes each) with five
 * attachments of long Arabic names: more than one notification holds.
 */
const longEvent = (): UserEvent => ({
  userId: 'user-1',
  channel: 'private-support-1',
  event: 'support-message',
  data: {
    body: '漢'.repeat(2000),
    attachments: Array.from({ length: 5 }, (_, index) => ({ name: `${'تذكرة'.repeat(50)}-${index}.pdf` })),
  },
})

describe('realtime notifications', () => {
  it('splits text into pieces of at most the bytes asked, never inside a character', () => {
    const text = 'aب漢😀'.repeat(100)
    const pieces = splitUtf8(text, 10)
    expect(pieces.join('')).toBe(text)
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(10)
  })

  it('sends a short event whole and a long one in parts that each fit a notification', () => {
    const short: UserEvent = { userId: 'user-1', event: 'booking-status', data: { status: 'Confirmed' } }
    expect(noticesOf(short)).toHaveLength(1)
    const notices = noticesOf(longEvent())
    expect(notices.length).toBeGreaterThan(1)
    for (const notice of notices) expect(Buffer.byteLength(notice)).toBeLessThan(8000)
  })

  it('puts an event back together from its parts in any order, once', () => {
    const reassemble = createReassembler()
    const notices = noticesOf(longEvent()).reverse()
    const results = notices.map(reassemble)
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true)
    expect(results.at(-1)).toEqual(longEvent())
    expect(NOTIFY_PART_BYTES).toBeLessThan(8000)
  })
})

/** Two processes' worth of realtime on one Postgres server, on a channel of this test's own. */
async function twoProcesses() {
  const channel = `rihla_realtime_test_${randomBytes(4).toString('hex')}`
  const databaseUrl = postgresTestUrl()
  const processes = [new UserEvents(), new UserEvents()]
  const relays = await Promise.all(
    processes.map((userEvents) => relayThroughPostgres({ databaseUrl, userEvents, logger: silent, channel })),
  )
  const heard = processes.map((userEvents) => {
    const events: UserEvent[] = []
    userEvents.subscribe((event) => events.push(event))
    return events
  })
  return { processes, heard, close: () => Promise.all(relays.map((relay) => relay.close())) }
}

describe.runIf(process.env.RIHLA_TEST_DATABASE === 'postgres')(
  'realtime across processes on Postgres',
  () => {
    it('delivers an event published in one process to the listeners of every process, once each', async () => {
      const { processes, heard, close } = await twoProcesses()
      try {
        const event: UserEvent = { userId: 'user-1', event: 'booking-status', data: { status: 'Confirmed' } }
        processes[1]!.publish(event)
        await expect.poll(() => heard.map((events) => events.length)).toEqual([1, 1])
        expect(heard[0]).toEqual([event])
        expect(heard[1]).toEqual([event])
      } finally {
        await close()
      }
    })

    it('keeps the order of one process’s events and carries a long one whole', async () => {
      const { processes, heard, close } = await twoProcesses()
      try {
        const statuses = ['Processing', 'Confirmed', 'Cancelled', 'Refund In Progress', 'Refunded']
        for (const status of statuses) {
          processes[0]!.publish({ userId: 'user-1', event: 'booking-status', data: { status } })
          if (status === 'Confirmed') processes[0]!.publish(longEvent())
        }
        await expect.poll(() => heard[1]!.length).toBe(statuses.length + 1)
        const seen = heard[1]!.map((event) => (event.data as { status?: string }).status ?? event.event)
        expect(seen).toEqual(['Processing', 'Confirmed', 'support-message', ...statuses.slice(2)])
        expect(heard[1]![2]).toEqual(longEvent())
      } finally {
        await close()
      }
    })

    it('keeps cause before effect across processes: publishing resolves once the event has left', async () => {
      // `npm run scale` saw a booking's Pending, announced by one busy process, reach the traveller after
      // the Confirmed that paying, on another process, announced next; the screen then said Pending.
      const { processes, heard, close } = await twoProcesses()
      try {
        const status = (value: string): UserEvent => ({
          userId: 'user-1',
          event: 'booking-status',
          data: { status: value },
        })
        const backlog = Array.from({ length: 50 }, (_, index) =>
          processes[0]!.publishAndWait(status(`Busy ${index}`)),
        )
        await processes[0]!.publishAndWait(status('Pending'))
        await processes[1]!.publishAndWait(status('Confirmed'))
        await Promise.all(backlog)
        await expect.poll(() => heard[1]!.length).toBe(52)
        const seen = heard[1]!.map((event) => (event.data as { status: string }).status)
        expect(seen.indexOf('Pending')).toBeLessThan(seen.indexOf('Confirmed'))
      } finally {
        await close()
      }
    })

    it('after the relay closes, a process delivers its own events only', async () => {
      const { processes, heard, close } = await twoProcesses()
      await close()
      processes[0]!.publish({ userId: 'user-1', event: 'booking-status', data: { status: 'Confirmed' } })
      expect(heard[0]).toHaveLength(1)
      expect(heard[1]).toHaveLength(0)
    })
  },
)
