import { serverMessages } from '@rihla/api-contract'
import type { BusSearchCriteria } from '@rihla/api-contract/buses'
import type { Db } from '../../db/client'
import { ServiceError } from '../../errors'
import { heldSeatsByGroup } from '../inventory/holds'
import { deckOf, departuresOn, presoldBusSeats } from './departures'
import type { ScheduledBus } from './departures'
import { routeBetween } from './network'

/** The inventory hold key of a seat on a departure. */
export const busSeatKey = (bus: ScheduledBus, seat: string) => `bus:${bus.date}:${bus.id}:${seat}`

/** The held seats of every departure on a date, by departure id; holds in `mine` count as free. */
export const heldBusSeatsOn = (db: Db, date: string, now: Date, mine?: ReadonlySet<string>) =>
  heldSeatsByGroup(db, `bus:${date}:`, now, mine)

/** The search's departures that have not left yet; 404 when no bus runs between its cities. */
export function departuresFor(search: BusSearchCriteria, now: Date) {
  const route = routeBetween(search.from, search.to)
  if (!route) throw new ServiceError('not_found', serverMessages.noAvailability)
  return departuresOn(route, search.date).filter((bus) => bus.departs > now.getTime())
}

export function findDeparture(search: BusSearchCriteria, departureId: string, now: Date) {
  const bus = departuresFor(search, now).find((candidate) => candidate.id === departureId)
  if (!bus) throw new ServiceError('not_found', serverMessages.notFound)
  return bus
}

/** A departure's deck and the seats nobody else has. */
export function deckInventory(bus: ScheduledBus, held: ReadonlySet<string>) {
  const deck = deckOf(bus.class)
  const sold = presoldBusSeats(bus, deck.seats)
  const free = new Set(
    deck.seats.filter((seat) => !sold.has(seat.id) && !held.has(seat.id)).map((seat) => seat.id),
  )
  return { ...deck, free }
}

/** Families (a child or an infant in the party) may sit in the front rows; others may not. */
export const isFamily = (search: Pick<BusSearchCriteria, 'children' | 'infants'>) =>
  search.children + search.infants > 0
