import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { TrainClass, TrainSeatmap, trainSeatmapRequestSchema } from '@rihla/api-contract/trains'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { ServiceError } from '../../errors'
import type { SeatHold } from '../inventory/holds'
import { ratesOf } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import { chooseSeats } from '../transit/seats'
import { concessionFares } from './concessions'
import { heldSeatsOn, inventoryOf, seatKey } from './inventory'
import type { ClassInventory } from './inventory'
import { railNetworkOf } from './network'
import { findTrain } from './search'
import { trainSearches } from './sessions'
import type { TrainSession } from './sessions'
import type { ScheduledTrain } from './timetable'

type SeatmapRequest = z.output<typeof trainSeatmapRequestSchema>

/** The train of a session and its class's inventory, counting the session's own holds as free. */
export async function sessionTrain(
  db: Db,
  session: TrainSession,
  trainId: string,
  travelClass: TrainClass,
  now: Date,
) {
  const network = await railNetworkOf(db)
  const train = findTrain(network, session.search, trainId, now)
  const mine = new Set(session.holds.map((hold) => hold.holdId))
  const held = (await heldSeatsOn(db, session.search.date, now, mine)).get(train.id) ?? new Set()
  const inventory = inventoryOf(train, session.search.from, session.search.to, held).find(
    (candidate) => candidate.class === travelClass,
  )
  if (!inventory) throw new ServiceError('not_found', serverMessages.notFound)
  return { network, train, inventory }
}

/** The holds of a session that are on this train. */
const holdsOn = (session: TrainSession, trainId: string) =>
  session.quote?.trainId === trainId ? session.holds : []

function toSeatmap(
  session: TrainSession,
  train: ScheduledTrain,
  inventory: ClassInventory,
  holds: SeatHold[],
  prices: { rates: Rates; locale: Locale },
): TrainSeatmap {
  const mine = new Set(holds.map((hold) => hold.seat))
  return {
    refId: session.refId,
    trainId: train.id,
    class: inventory.class,
    coaches: inventory.coaches.map((coach) => ({
      number: coach.number,
      class: coach.class,
      layout: coach.layout,
      cabinSize: coach.cabinSize,
      seats: coach.seats.map((seat) => ({
        id: seat.id,
        row: seat.row,
        letter: seat.letter,
        position: seat.position,
        facing: seat.facing,
        wheelchair: seat.wheelchair,
        state: mine.has(seat.id) ? 'held_by_you' : inventory.free.has(seat.id) ? 'available' : 'occupied',
      })),
    })),
    held: holds.map((hold) => hold.seat),
    heldUntil: session.expiresAt.toISOString(),
    concessions: concessionFares(
      inventory.adultHalalas,
      session.search.currency,
      prices.rates,
      prices.locale,
    ),
  }
}

/**
 * POST /api/v2/railways/seatmap: a train's coaches of one class. With `seats`, the session then holds
 * exactly those (at most one per seated traveller): the new ones through the shared hold engine, all or
 * none, and the ones let go are released. Of any number of sessions asking for one seat at once,
 * exactly one gets it; the others are told it was taken.
 */
export async function trainSeatmap(
  db: Db,
  request: SeatmapRequest,
  locale: Locale,
  now = new Date(),
): Promise<TrainSeatmap> {
  return db.transaction(async (tx) => {
    const open = await trainSearches.open(tx, request.refId, now, true)
    const { train, inventory } = await sessionTrain(tx, open, request.trainId, request.class, now)
    const current = holdsOn(open, train.id)
    const seatIds = new Set(inventory.coaches.flatMap((coach) => coach.seats.map((seat) => seat.id)))
    const { session, holds } = await chooseSeats(
      tx,
      trainSearches,
      open,
      {
        wanted: request.seats,
        current,
        quote: { trainId: train.id, class: request.class },
        free: inventory.free,
        known: (seat) => seatIds.has(seat),
        keyOf: (seat) => seatKey(train, seat),
      },
      now,
    )
    // A map of another class than the chosen one shows none of the session's seats as its own.
    const shown = request.seats || session.quote?.class === request.class ? holds : []
    return toSeatmap(session, train, inventory, shown, { rates: await ratesOf(tx), locale })
  })
}
