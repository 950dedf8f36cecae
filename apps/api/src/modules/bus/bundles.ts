import { messages } from '@rihla/api-contract'
import type { FareFamilyId } from '@rihla/api-contract/buses'
import type { busSaveOrderRequestSchema } from '@rihla/api-contract/bus-booking'
import { addDays } from '@rihla/api-contract/dates'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { bookings, transitBookings } from '../../db/schema'
import { FieldError } from '../../errors'
import { BUNDLES } from './fares'
import type { Bundle, PricedFamily } from './fares'
import type { BusSession } from './sessions'

// Trip bundles as orders: an order buys a bundle and travels its first trip; later orders of the same
// traveller travel its other trips for nothing, on its route either way, until its last travel date.
// Such a trip has nothing to pay and is confirmed at once; it counts as used while its order stands (a
// cancelled or refunded one gives it back).

type SaveOrderRequest = z.output<typeof busSaveOrderRequestSchema>

/** A bundle an order bought, as stored: the last date its trips may be travelled. */
export type StoredBundle = Bundle & { validUntil: string }

/** What `transit_bookings.trip` keeps of a bus booking: the fare family as it was sold. */
export interface StoredBusTrip {
  kind: 'bus'
  search: BusSession['search']
  departureId: string
  family: Omit<PricedFamily, 'rules'> & { id: FareFamilyId }
  /** The bundle this order bought. */
  bundle?: StoredBundle
  /** The booking whose bundle this order travels a trip of. */
  bundleFrom?: string
}

/** Bundles are one adult's trips in the Regular family. */
const fitsBundle = (request: SaveOrderRequest, { adults, children, infants }: BusSession['search']) =>
  adults === 1 && children === 0 && infants === 0 && request.fareFamily === 'regular'

/** The bundle an order buys, if it names one; anything a bundle does not fit is a 400 on `bundle`. */
export function bundleBought(request: SaveOrderRequest, session: BusSession, now: Date): StoredBundle | null {
  if (request.bundle === undefined || request.bundle === null) return null
  const bundle = BUNDLES.find((candidate) => candidate.trips === request.bundle)
  if (!bundle || !fitsBundle(request, session.search) || request.bundleOrder)
    throw new FieldError('bundle', messages.invalidValue)
  return { ...bundle, validUntil: addDays(todayInSaudiArabia(now), bundle.validDays) }
}

const ENDED = ['Expired', 'Cancelled', 'Refunded', 'Refund In Progress'] as const

/** The trips a bundle bought by booking `bundleBookingId` has left. */
export async function tripsLeft(db: Db, bundleBookingId: string, bundle: Bundle) {
  const [used] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(transitBookings)
    .innerJoin(bookings, eq(bookings.id, transitBookings.bookingId))
    .where(
      and(
        sql`${transitBookings.trip}->>'bundleFrom' = ${bundleBookingId}`,
        notInArray(bookings.status, [...ENDED]),
      ),
    )
  return bundle.trips - 1 - (used?.count ?? 0)
}

/**
 * The traveller's paid bundle an order travels a trip of, if it names one, locked until the order's
 * transaction ends so two orders cannot take its last trip. Another user's, an unpaid one, one of
 * another route, past its last date or with no trips left is a 400 on `bundleOrder`.
 */
export async function bundleTripOf(tx: Db, userId: string, request: SaveOrderRequest, session: BusSession) {
  if (!request.bundleOrder) return null
  const refuse = () => new FieldError('bundleOrder', messages.invalidValue)
  if (!fitsBundle(request, session.search)) throw refuse()
  const [found] = await tx
    .select()
    .from(bookings)
    .innerJoin(transitBookings, eq(transitBookings.bookingId, bookings.id))
    .where(and(eq(bookings.id, request.bundleOrder), eq(bookings.userId, userId), eq(bookings.type, 'bus')))
    .for('update', { of: bookings })
    .limit(1)
  const bought = found?.transit_bookings.trip as unknown as StoredBusTrip | undefined
  if (!found || !bought?.bundle || found.bookings.status !== 'Confirmed') throw refuse()
  const { from, to, date } = session.search
  const route = [bought.search.from, bought.search.to]
  const onRoute = (route[0] === from && route[1] === to) || (route[0] === to && route[1] === from)
  if (!onRoute || date > bought.bundle.validUntil) throw refuse()
  if ((await tripsLeft(tx, found.bookings.id, bought.bundle)) < 1) throw refuse()
  return { bookingId: found.bookings.id, orderId: found.bookings.orderRef, bundle: bought.bundle }
}

/** The bundle an order travels a trip of, as its detail shows it: that order's reference and trips left. */
export async function bundleTripView(db: Db, bundleBookingId: string) {
  const [found] = await db
    .select({ orderId: bookings.orderRef, trip: transitBookings.trip })
    .from(bookings)
    .innerJoin(transitBookings, eq(transitBookings.bookingId, bookings.id))
    .where(eq(bookings.id, bundleBookingId))
    .limit(1)
  const bundle = (found?.trip as unknown as StoredBusTrip | undefined)?.bundle
  if (!found || !bundle) return null
  return { orderId: found.orderId, tripsLeft: await tripsLeft(db, bundleBookingId, bundle) }
}
