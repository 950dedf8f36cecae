import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client'
import { bookingEvents, bookings } from '../../db/schema'
import { announceNewBooking } from './announceNew'

export type BookingRow = typeof bookings.$inferSelect

/** Record locators avoid letters and digits a traveller could misread (I, O, 0, 1). */
export const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const PNR_LENGTH = 6

/** A record locator spelled from the first bytes given: random ones for a booking, a digest for a sample. */
export function pnrFrom(bytes: Uint8Array): string {
  return Array.from(bytes.subarray(0, PNR_LENGTH), (byte) => PNR_ALPHABET[byte % PNR_ALPHABET.length]).join(
    '',
  )
}

export const newPnr = () => pnrFrom(randomBytes(PNR_LENGTH))

/** An order reference: the vertical's prefix (`RH-FL`, `RH-HT`, `RH-DEV`) and ten random hex digits. */
export const newOrderRef = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`

export type PendingBookingInput = Omit<
  typeof bookings.$inferInsert,
  'id' | 'status' | 'orderRef' | 'pnr' | 'paidAt' | 'createdAt' | 'updatedAt'
> & {
  /** The order reference's prefix, one per vertical. */
  orderPrefix: string
  /** Whether the provider issues a record locator at once (an airline's PNR). */
  withPnr?: boolean
  /** Why the booking exists, for its first event ("flight reserved"). */
  reason: string
}

/**
 * A new Pending booking awaiting payment, with its order reference, record locator and first event.
 * Every vertical's reservation makes its booking here, inside its own transaction, so bookings are
 * numbered, spelled and recorded one way.
 */
export async function createPendingBooking(
  tx: Db,
  { orderPrefix, withPnr = false, reason, ...values }: PendingBookingInput,
  now: Date,
): Promise<BookingRow> {
  const [booking] = await tx
    .insert(bookings)
    .values({
      ...values,
      status: 'Pending',
      orderRef: newOrderRef(orderPrefix),
      pnr: withPnr ? newPnr() : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  await tx
    .insert(bookingEvents)
    .values({ bookingId: booking!.id, toStatus: 'Pending', reason, createdAt: now })
  announceNewBooking(booking!)
  return booking!
}
