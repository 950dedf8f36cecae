import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { SeatmapResponse } from '@rihla/api-contract/flight-booking'
import type { Db } from '../../db/client'
import { FieldError, ServiceError } from '../../errors'
import { seatPlan, seatResourceKey } from './addons'
import { segmentsOf } from './inventory'
import type { PlannedItinerary } from './inventory'
import { networkOf } from './network'
import { convert } from '../inventory/pricing'
import { quotedSession, toSelections } from './quotes'
import { countsOf } from './render'
import { flightSearches } from './sessions'
import { SESSION_IDLE_MS } from '../search-sessions/service'
import { holdResource, openHoldsUnder, releaseHolds } from '../inventory/holds'

function segmentOf(planned: PlannedItinerary, id: string) {
  const found = segmentsOf(planned).find((candidate) => candidate.id === id)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  return found.segment
}

export async function seatmap(
  db: Db,
  refId: string,
  segmentId: string,
  locale: Locale,
  now = new Date(),
): Promise<SeatmapResponse> {
  const quoted = await quotedSession(db, refId, locale, now)
  const segment = segmentOf(quoted.planned, segmentId)
  const session = await flightSearches.renew(db, quoted.session, now)
  const prefix = seatResourceKey(segment, '')
  const holds = await openHoldsUnder(db, 'seat', prefix, now)
  const mine = new Set(session.holds.map((seat) => seat.holdId))
  const heldBy = new Map(holds.map((hold) => [hold.resourceKey.slice(prefix.length), mine.has(hold.id)]))
  const plan = seatPlan(segment)
  const rows = new Map<number, SeatmapResponse['rows'][number]>()
  for (const seat of plan.seats) {
    const held = heldBy.get(seat.seat)
    const state =
      held === true
        ? 'held_by_you'
        : seat.cabin !== quoted.family.cabin
          ? 'other_cabin'
          : seat.sold || held === false
            ? 'occupied'
            : 'available'
    const row = rows.get(seat.row) ?? { row: seat.row, seats: [] }
    row.seats.push({
      seat: seat.seat,
      cabin: seat.cabin,
      state,
      price: convert(seat.halalas, quoted.view.currency, quoted.view.rates),
      exitRow: seat.exitRow,
    })
    rows.set(seat.row, row)
  }
  return {
    segment: segmentId,
    flightNumber: segment.flightNumber,
    aircraft: segment.aircraft,
    layout: plan.layout,
    rows: [...rows.values()],
  }
}

/**
 * Holds a seat for one passenger of the session (inventory/holds: of any number of concurrent requests
 * for a seat exactly one gets it; the others are told it was taken).
 */
export async function holdSeat(
  db: Db,
  request: { refId: string; segment: string; passenger: number; seat: string },
  locale: Locale,
  now = new Date(),
) {
  await networkOf(db)
  return db.transaction(async (tx) => {
    const quoted = await quotedSession(tx, request.refId, locale, now, { lock: true, reference: db })
    if (quoted.session.bookingId) throw new ServiceError('conflict', serverMessages.searchAlreadyBooked)
    const segment = segmentOf(quoted.planned, request.segment)
    const counts = countsOf(quoted.search)
    // Infants sit on a lap: only adults and children get seats.
    if (request.passenger >= counts.adults + counts.children)
      throw new FieldError('passenger', messages.invalidValue)
    const seat = seatPlan(segment).seats.find((candidate) => candidate.seat === request.seat)
    if (!seat || seat.sold || seat.cabin !== quoted.family.cabin)
      throw new ServiceError('conflict', serverMessages.seatUnavailable)

    const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS)
    const key = seatResourceKey(segment, seat.seat)
    let seats = quoted.session.holds
    const current = seats.find(
      (held) => held.segment === request.segment && held.passenger === request.passenger,
    )
    if (current?.seat !== seat.seat) {
      const others = seats.find((held) => held.segment === request.segment && held.seat === seat.seat)
      if (others) throw new ServiceError('conflict', serverMessages.seatTaken)
      const holdId = await holdResource(tx, { resourceType: 'seat', resourceKey: key }, expiresAt, now)
      if (!holdId) throw new ServiceError('conflict', serverMessages.seatTaken)
      if (current) await releaseHolds(tx, [current.holdId], now)
      seats = [
        ...seats.filter((held) => held !== current),
        { segment: request.segment, passenger: request.passenger, seat: seat.seat, holdId },
      ]
    }
    const session = await flightSearches.renew(tx, quoted.session, now, { holds: seats })
    return { seats: toSelections(quoted.view, quoted, session.holds, session.expiresAt) }
  })
}
