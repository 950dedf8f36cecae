import { serverMessages } from '@rihla/api-contract'
import type { BusSeats, busSeatsRequestSchema } from '@rihla/api-contract/buses'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import type { SeatHold } from '../inventory/holds'
import { chooseSeats } from '../transit/seats'
import type { ScheduledBus } from './departures'
import { busSeatKey, deckInventory, findDeparture, heldBusSeatsOn, isFamily } from './inventory'
import { busSearches } from './sessions'
import type { BusSession } from './sessions'

type SeatsRequest = z.output<typeof busSeatsRequestSchema>

/** A departure of the session and its deck, the session's own holds counting as free. */
export async function sessionBus(db: Db, session: BusSession, departureId: string, now: Date) {
  const bus = findDeparture(session.search, departureId, now)
  const mine = new Set(session.holds.map((hold) => hold.holdId))
  const held = (await heldBusSeatsOn(db, session.search.date, now, mine)).get(bus.id) ?? new Set()
  return { bus, deck: deckInventory(bus, held) }
}

function toSeats(
  session: BusSession,
  bus: ScheduledBus,
  deck: ReturnType<typeof deckInventory>,
  holds: SeatHold[],
): BusSeats {
  const mine = new Set(holds.map((hold) => hold.seat))
  return {
    refId: session.refId,
    departureId: bus.id,
    class: bus.class,
    layout: deck.layout,
    seats: deck.seats.map((seat) => ({
      ...seat,
      state: mine.has(seat.id) ? 'held_by_you' : deck.free.has(seat.id) ? 'available' : 'occupied',
    })),
    held: holds.map((hold) => hold.seat),
    heldUntil: session.expiresAt.toISOString(),
  }
}

/**
 * POST /REST/API/seats_info: a departure's deck. With `seats`, the session then holds exactly those (one
 * per seated traveller at most; the front rows only for a party with a child or an infant), all or none.
 */
export async function busSeatsInfo(db: Db, request: SeatsRequest, now = new Date()): Promise<BusSeats> {
  return db.transaction(async (tx) => {
    const open = await busSearches.open(tx, request.refId, now, true)
    const { bus, deck } = await sessionBus(tx, open, request.departureId, now)
    const plans = new Map(deck.seats.map((seat) => [seat.id, seat]))
    const { session, holds } = await chooseSeats(
      tx,
      busSearches,
      open,
      {
        wanted: request.seats,
        current: open.quote?.departureId === bus.id ? open.holds : [],
        quote: { departureId: bus.id },
        free: deck.free,
        known: (seat) => plans.has(seat),
        refusal: (seat) =>
          plans.get(seat)!.family && !isFamily(open.search) ? serverMessages.familySeatsOnly : null,
        keyOf: (seat) => busSeatKey(bus, seat),
      },
      now,
    )
    return toSeats(session, bus, deck, holds)
  })
}
