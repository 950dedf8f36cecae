import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type {
  Booking,
  BookingStatus,
  BookingTab,
  BookingType,
  BookingsPage,
} from '@rihla/api-contract/bookings'
import type { BookingActor } from '@rihla/api-contract/cancellation'
import { bookingDetailPath } from '@rihla/api-contract/bookings'
import { VAT_PERCENT } from '@rihla/api-contract/pricing'
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  bookingEvents,
  bookings,
  eventBookings,
  flightBookings,
  hotelBookings,
  transitBookings,
} from '../../db/schema'
import { ServiceError } from '../../errors'
import { cancellationOffered } from '../cancellation/offer'
import { canPay, checkTransition } from './stateMachine'

type BookingRow = typeof bookings.$inferSelect

const recordedIn = (
  table: typeof flightBookings | typeof hotelBookings | typeof transitBookings | typeof eventBookings,
) => sql`exists (select 1 from ${table} where ${table.bookingId} = ${bookings.id})`

/**
 * A booking's columns and whether its vertical holds its record (a booking made in a flight, hotel,
 * train, bus or event flow does; the sandbox's sample bookings do not), for the reads whose booking
 * may be either: only a recorded booking has a detail page to open.
 */
export const bookingWithRecord = {
  ...getTableColumns(bookings),
  recorded: sql<boolean>`(${sql.join(
    [flightBookings, hotelBookings, transitBookings, eventBookings].map(recordedIn),
    sql` or `,
  )})`.mapWith(Boolean),
}

/** Statuses of a booking that still needs the traveller: payment to make or confirm. */
const AWAITING_PAYMENT: BookingStatus[] = ['Pending', 'Processing']
/** Statuses of a booking that will still be travelled on. */
const STANDING: BookingStatus[] = ['Confirmed', 'Partially Confirmed', 'Modified', 'Updated']

/**
 * Upcoming: awaiting payment, or standing with the trip still ahead. Past: everything else (travelled,
 * cancelled, expired, refunded, and bookings without a trip date such as a wallet top-up once done).
 */
function tabCondition(tab: BookingTab, now: Date): SQL {
  const upcoming = sql`(${inArray(bookings.status, AWAITING_PAYMENT)} or (${inArray(bookings.status, STANDING)} and coalesce(${bookings.travelStartsAt} >= ${now.toISOString()}::timestamptz, false)))`
  return tab === 'upcoming' ? upcoming : sql`not ${upcoming}`
}

/** Trips still ahead: standing bookings whose travel starts from now on (the dashboard's count). */
export async function countUpcomingTrips(db: Db, userId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, STANDING),
        sql`${bookings.travelStartsAt} >= ${now.toISOString()}::timestamptz`,
      ),
    )
  return row?.total ?? 0
}

/** What the state machine needs of a stored booking. */
export const facts = (row: BookingRow) => ({
  paid: row.paidAt !== null,
  paymentExpiresAt: row.paymentExpiresAt,
})

/** The booking as the contract shows it, in the caller's language. */
export function toBooking(row: BookingRow & { recorded?: boolean }, locale: Locale, now: Date): Booking {
  const payable = canPay({ status: row.status, ...facts(row) }, now)
  return {
    uuid: row.id,
    type: row.type,
    status: row.status,
    orderId: row.orderRef,
    pnr: row.pnr,
    provider: locale === 'ar' ? row.providerAr : row.providerEn,
    title: locale === 'ar' ? row.titleAr : row.titleEn,
    createdOn: row.createdAt.toISOString(),
    amount: { amount: row.totalAmount, currency: row.currency },
    vat:
      row.vatAmount === null || row.vatBaseAmount === null
        ? null
        : {
            ratePercent: VAT_PERCENT,
            base: { amount: row.vatBaseAmount, currency: row.currency },
            amount: { amount: row.vatAmount, currency: row.currency },
          },
    paid: row.paidAt !== null,
    paymentExpiresAt: payable && row.paymentExpiresAt ? row.paymentExpiresAt.toISOString() : null,
    travelDate: row.travelStartsAt?.toISOString() ?? null,
    travelEndDate: row.travelEndsAt?.toISOString() ?? null,
    details: row.details.map((detail) => ({ label: detail.label[locale], value: detail.value[locale] })),
    actions: {
      pay: payable,
      cancel: cancellationOffered({ ...row, ...facts(row) }, now),
      // A row read without `recorded` comes from a vertical's own flow, which holds its record.
      view: (row.recorded ?? true) && bookingDetailPath(row.type, row.id) !== null,
    },
  }
}

/**
 * Moves a booking through the state machine and records the move. The update only applies while the
 * row still has the status the move starts from, so of two concurrent moves exactly one wins; the other
 * is refused with 409 and changes nothing.
 */
export async function moveBooking(
  db: Db,
  booking: BookingRow,
  to: BookingStatus,
  reason: string,
  now: Date = new Date(),
  actor: BookingActor = 'system',
): Promise<BookingRow> {
  const check = checkTransition(booking.status, to, facts(booking), now)
  if (!check.allowed) throw new ServiceError('conflict', check.message)
  const [moved] = await db
    .update(bookings)
    .set({ status: to, updatedAt: now })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning()
  if (!moved) throw new ServiceError('conflict', serverMessages.bookingChanged)
  await db.insert(bookingEvents).values({
    bookingId: booking.id,
    fromStatus: booking.status,
    toStatus: to,
    reason,
    actor,
    createdAt: now,
  })
  return moved
}

export interface BookingListQuery {
  tab?: BookingTab
  type?: BookingType | undefined
  status?: BookingStatus | undefined
  page: number
  pageSize: number
}

/** One page of the user's bookings; with a tab, that tab in its order, else newest first. */
export async function listBookings(
  db: Db,
  userId: string,
  query: BookingListQuery,
  locale: Locale,
  now: Date = new Date(),
): Promise<BookingsPage> {
  const where = and(
    eq(bookings.userId, userId),
    query.tab ? tabCondition(query.tab, now) : undefined,
    query.type ? eq(bookings.type, query.type) : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
  )
  const when = sql`coalesce(${bookings.travelStartsAt}, ${bookings.createdAt})`
  const order =
    query.tab === 'upcoming'
      ? [asc(when), asc(bookings.id)]
      : query.tab === 'past'
        ? [desc(when), desc(bookings.id)]
        : [desc(bookings.createdAt), desc(bookings.id)]
  const [rows, [totals]] = await Promise.all([
    db
      .select(bookingWithRecord)
      .from(bookings)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(bookings).where(where),
  ])
  const total = totals?.total ?? 0
  return {
    bookings: rows.map((row) => toBooking(row, locale, now)),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  }
}

/** One of the user's bookings; another user's booking is as unknown as a missing one. */
export async function getBooking(db: Db, userId: string, uuid: string, locale: Locale, now = new Date()) {
  const [row] = await db
    .select(bookingWithRecord)
    .from(bookings)
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId)))
    .limit(1)
  if (!row) throw new ServiceError('not_found', serverMessages.notFound)
  return toBooking(row, locale, now)
}
