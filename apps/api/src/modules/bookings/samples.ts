import { createHash } from 'node:crypto'
import { BOOKING_STATUSES, BOOKING_TYPES } from '@rihla/api-contract'
import type { BookingStatus } from '@rihla/api-contract/bookings'
import { vatWithin } from '@rihla/api-contract/pricing'
import { and, count, eq, inArray } from 'drizzle-orm'
import { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { bookingEvents, bookings } from '../../db/schema'
import sampleData from '../../db/seed/data/sampleBookings.json' with { type: 'json' }
import { upsert } from '../../db/seed/upsert'
import { pnrFrom } from './create'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Riyadh is UTC+3 all year; sample times are written as local times. */
const RIYADH_OFFSET_HOURS = 3

const localizedText = z.object({ en: z.string(), ar: z.string() })
/** Days from today and the Riyadh hour. */
const dayAndHour = z.tuple([z.int(), z.int()])

/**
 * The sample set (db/seed/data/sampleBookings.json): every booking type, every status, trips ahead and
 * behind, real Saudi airlines, hotels, stations, venues and operators. Upcoming holds more than one page.
 * Detail lines name their label in `labels`, so each label is written once in both languages.
 */
const sampleDataSchema = z.object({
  labels: z.record(z.string(), localizedText),
  samples: z.array(
    z.object({
      type: z.enum(BOOKING_TYPES),
      status: z.enum(BOOKING_STATUSES),
      paid: z.boolean(),
      /** Whether the provider has issued a record locator. */
      pnr: z.boolean(),
      provider: localizedText,
      title: localizedText,
      /** SAR, in halalas. */
      amount: z.int(),
      /** Days before today it was booked; 0: an hour ago (a booking still awaiting payment). */
      bookedDaysAgo: z.int(),
      /** Trip start and end; none for wallet top-ups and subscriptions. */
      starts: z.optional(dayAndHour),
      ends: z.optional(dayAndHour),
      /** A Pending booking's payment window, in hours from the current hour. */
      payWithinHours: z.optional(z.int()),
      details: z.array(z.object({ label: z.string(), value: localizedText })),
    }),
  ),
})

const { labels, samples: SAMPLES } = sampleDataSchema.parse(sampleData)
const detailsOf = (details: (typeof SAMPLES)[number]['details']) =>
  details.map(({ label, value }) => {
    const found = labels[label]
    if (!found) throw new Error(`Sample booking detail with an unknown label: ${label}`)
    return { label: found, value }
  })

/** A locator from a digest, so the same order always has the same one. */
const recordLocator = (seed: string) => pnrFrom(createHash('sha256').update(seed).digest())

/**
 * The sample bookings of one user as table rows. Trip dates count from the start of today and payment
 * windows from the start of this hour, so two runs in the same hour produce the same rows.
 */
export function sampleBookingRows(userId: string, orderPrefix: string, now: Date = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const thisHour = Math.floor(now.getTime() / HOUR) * HOUR
  const at = ([days, hour]: [number, number]) =>
    new Date(today + days * DAY + (hour - RIYADH_OFFSET_HOURS) * HOUR)

  return SAMPLES.map((sample, index) => {
    const orderRef = `${orderPrefix}-${String(index + 1).padStart(2, '0')}`
    const createdAt =
      sample.bookedDaysAgo === 0
        ? new Date(thisHour - HOUR)
        : new Date(today - sample.bookedDaysAgo * DAY + 6 * HOUR)
    const paymentExpiresAt =
      sample.status === 'Pending' && sample.payWithinHours
        ? new Date(thisHour + sample.payWithinHours * HOUR)
        : sample.status === 'Expired'
          ? new Date(createdAt.getTime() + 2 * HOUR)
          : null
    return {
      userId,
      type: sample.type,
      status: sample.status,
      orderRef,
      pnr: sample.pnr ? recordLocator(orderRef) : null,
      providerEn: sample.provider.en,
      providerAr: sample.provider.ar,
      titleEn: sample.title.en,
      titleAr: sample.title.ar,
      totalAmount: sample.amount,
      ...vatWithin(sample.amount),
      currency: 'SAR',
      paidAt: sample.paid ? new Date(createdAt.getTime() + 10 * 60_000) : null,
      paymentExpiresAt,
      travelStartsAt: sample.starts ? at(sample.starts) : null,
      travelEndsAt: sample.ends ? at(sample.ends) : null,
      details: detailsOf(sample.details),
      createdAt,
    } satisfies typeof bookings.$inferInsert
  })
}

export const SAMPLE_BOOKING_COUNT = SAMPLES.length

/** A user's own order prefix: the same user always gets the same order IDs. */
export const orderPrefixFor = (userId: string) =>
  `RH-${createHash('sha256').update(userId).digest('hex').slice(0, 8).toUpperCase()}`

const recordCreation = async (db: Db, created: { id: string; status: BookingStatus }[]) => {
  if (created.length === 0) return
  await db
    .insert(bookingEvents)
    .values(created.map((row) => ({ bookingId: row.id, toStatus: row.status, reason: 'sample booking' })))
}

/** Sandbox: gives a user the sample bookings they do not have yet; their existing ones stay as they are. */
export async function giveSampleBookings(db: Db, userId: string, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(bookings)
      .values(sampleBookingRows(userId, orderPrefixFor(userId), now))
      .onConflictDoNothing({ target: bookings.orderRef })
      .returning({ id: bookings.id, status: bookings.status })
    await recordCreation(tx, created)
    const [totals] = await tx.select({ total: count() }).from(bookings).where(eq(bookings.userId, userId))
    return { created: created.length, total: totals?.total ?? 0 }
  })
}

export const DEMO_ORDER_PREFIX = 'RH-DEMO'

/**
 * The demo user's sample bookings, kept as the samples describe them: dates move with today, and a
 * demo booking someone paid or cancelled is back as it was on the next start.
 */
export async function seedDemoBookings(db: Db, userId: string, now: Date = new Date()) {
  const rows = sampleBookingRows(userId, DEMO_ORDER_PREFIX, now)
  const existing = await db
    .select({ orderRef: bookings.orderRef })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(
          bookings.orderRef,
          rows.map((row) => row.orderRef),
        ),
      ),
    )
  const known = new Set(existing.map((row) => row.orderRef))
  await upsert(db, bookings, rows, bookings.orderRef)
  const created = await db
    .select({ id: bookings.id, status: bookings.status, orderRef: bookings.orderRef })
    .from(bookings)
    .where(
      inArray(
        bookings.orderRef,
        rows.filter((row) => !known.has(row.orderRef)).map((row) => row.orderRef),
      ),
    )
  await recordCreation(db, created)
}
