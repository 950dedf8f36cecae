import type { TrainClass } from '@rihla/api-contract/trains'
import { CHILD_FARE_PERCENT } from '@rihla/api-contract/trains'
import type { Db } from '../../db/client'
import { heldSeatsByGroup } from '../inventory/holds'
import { coachesOf, demandPercent, presoldSeats } from './coaches'
import type { CoachPlan } from './coaches'
import { adultFareHalalas, classesOf } from './lines'
import type { ScheduledTrain } from './timetable'
import { stopAt } from './timetable'

// What a train has left to sell, and at what fare: the pre-sold seats of the sandbox plus every open
// hold (a traveller choosing, a booking awaiting payment or paid) are taken.

/** The inventory hold key of a seat on a train's run on a day. */
export const seatKey = (train: ScheduledTrain, seat: string) => `train:${train.date}:${train.id}:${seat}`

/** The held seats of every train on a date, by train id; holds in `mine` count as free. */
export const heldSeatsOn = (db: Db, date: string, now: Date, mine?: ReadonlySet<string>) =>
  heldSeatsByGroup(db, `train:${date}:`, now, mine)

export interface ClassInventory {
  class: TrainClass
  coaches: CoachPlan[]
  /** Seats nobody else has: neither sold nor held. */
  free: Set<string>
  seatsLeft: number
  demandPercent: number
  adultHalalas: number
  childHalalas: number
}

/** Minutes ridden from `from` to `to` on this train. */
export function rideMinutes(train: ScheduledTrain, from: string, to: string) {
  return Math.round((stopAt(train, to)!.arrival! - stopAt(train, from)!.departure!) / 60_000)
}

/** Each class the train sells between two of its stations: its free seats and fares at its present load. */
export function inventoryOf(
  train: ScheduledTrain,
  from: string,
  to: string,
  held: ReadonlySet<string>,
): ClassInventory[] {
  const coaches = coachesOf(train.line.id, train.service.night ?? false)
  const sold = presoldSeats(train.id, train.date, coaches)
  const minutes = rideMinutes(train, from, to)
  return classesOf(train.line, train.service).map((travelClass) => {
    const ofClass = coaches.filter((coach) => coach.class === travelClass)
    const seats = ofClass.flatMap((coach) => coach.seats)
    const free = new Set(seats.filter((seat) => !sold.has(seat.id) && !held.has(seat.id)).map((s) => s.id))
    const ordinary = seats.filter((seat) => !seat.wheelchair)
    const demand = demandPercent(seats.length - free.size, seats.length)
    const base = adultFareHalalas(train.line.fares[travelClass]!, minutes)
    const adultHalalas = Math.round((base * (100 + demand)) / 100 / 100) * 100
    return {
      class: travelClass,
      coaches: ofClass,
      free,
      seatsLeft: ordinary.filter((seat) => free.has(seat.id)).length,
      demandPercent: demand,
      adultHalalas,
      childHalalas: Math.round((adultHalalas * CHILD_FARE_PERCENT) / 100),
    }
  })
}

/** What the search's travellers pay together: adults and children each a seat, infants nothing. */
export const partyHalalas = (
  inventory: Pick<ClassInventory, 'adultHalalas' | 'childHalalas'>,
  counts: { adults: number; children: number },
) => inventory.adultHalalas * counts.adults + inventory.childHalalas * counts.children
