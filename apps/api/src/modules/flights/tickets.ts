import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { flightBookings } from '../../db/schema'
import type { StoredFlight } from './stored'

/**
 * IATA airline accounting codes, the first three digits of a carrier's ticket numbers (Saudia's start
 * 065). Carriers not listed here get a sandbox prefix from their code, in the 9xx block, so a ticket
 * still reads as 13 digits and says which airline issued it.
 */
const ACCOUNTING_CODES: Record<string, string> = {
  SV: '065',
  EK: '176',
  EY: '607',
  QR: '157',
  GF: '072',
  KU: '229',
  MS: '077',
  TK: '235',
  BA: '125',
  AF: '057',
  KL: '074',
  LH: '220',
}

export function ticketPrefix(airline: string): string {
  const known = ACCOUNTING_CODES[airline]
  if (known) return known
  const hash = [...airline].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7)
  return String(900 + (hash % 100))
}

/** A 13-digit electronic ticket number: the validating carrier's prefix and a 10-digit serial. */
export const newTicketNumber = (airline: string) =>
  `${ticketPrefix(airline)}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`

/**
 * Issues one e-ticket per traveller when the booking is paid and confirmed, inside the confirming
 * transaction. Tickets already issued are kept: a booking is ticketed once.
 */
export async function issueFlightTickets(tx: Db, bookingId: string) {
  const [flight] = await tx
    .select()
    .from(flightBookings)
    .where(eq(flightBookings.bookingId, bookingId))
    .limit(1)
  if (!flight) return
  const airline = (flight.itinerary as unknown as StoredFlight).planned.validatingAirline
  const passengers = flight.passengers.map((passenger) =>
    typeof passenger.ticketNumber === 'string'
      ? passenger
      : { ...passenger, ticketNumber: newTicketNumber(airline) },
  )
  await tx.update(flightBookings).set({ passengers }).where(eq(flightBookings.bookingId, bookingId))
}
