import { serverMessages } from '@rihla/api-contract'
import type { BookingType } from '@rihla/api-contract/bookings'
import type { PassengerType } from '@rihla/api-contract/passenger'
import type { TransitTicket } from '@rihla/api-contract/trains'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, transitBookings } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { SeatHold } from '../inventory/holds'
import { convert } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import { ticketReference } from './tickets'
import type { TicketTraveller } from './tickets'

// What train and bus bookings share: travellers on seats, their stored form and their tickets.

export type StoredTraveller = TicketTraveller & {
  type: PassengerType
  prefix: string
  nationality: string
  dateOfBirth: string | null
  halalas: number
}

/** Each adult and child on the next held seat, in order; an infant on a lap, without seat or fare. */
export function seatTravellers(
  passengers: readonly {
    type: PassengerType
    prefix: string
    firstName: string
    lastName: string
    nationality: string
    dateOfBirth?: string | null | undefined
  }[],
  holds: readonly SeatHold[],
  fares: Record<PassengerType, number>,
): StoredTraveller[] {
  let next = 0
  return passengers.map((passenger) => ({
    type: passenger.type,
    prefix: passenger.prefix,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    nationality: passenger.nationality,
    dateOfBirth: passenger.dateOfBirth ?? null,
    seat: passenger.type === 'infant' ? null : holds[next++]!.seat,
    halalas: fares[passenger.type],
  }))
}

/** A train or bus booking of the traveller `userId`; another user's is as unknown as a missing one. */
export async function transitBookingOf(db: Db, userId: string, uuid: string, type: BookingType) {
  const [found] = await db
    .select()
    .from(bookings)
    .innerJoin(transitBookings, eq(transitBookings.bookingId, bookings.id))
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId), eq(bookings.type, type)))
    .limit(1)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  return {
    row: found.bookings,
    stored: found.transit_bookings,
    travellers: found.transit_bookings.travellers as unknown as StoredTraveller[],
  }
}

/** One ticket per traveller; its signed reference only once the booking is paid and confirmed. */
export function ticketsOf(
  secret: string,
  row: typeof bookings.$inferSelect,
  travellers: readonly StoredTraveller[],
  rates: Rates,
): TransitTicket[] {
  const paid = row.paidAt !== null && row.status === 'Confirmed'
  return travellers.map((traveller, index) => ({
    type: traveller.type,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    seat: traveller.seat,
    fare: convert(traveller.halalas, row.currency, rates),
    reference: paid ? ticketReference(secret, row, index, traveller) : null,
  }))
}
