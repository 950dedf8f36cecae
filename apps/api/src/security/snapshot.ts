import type { PgTable } from 'drizzle-orm/pg-core'
import {
  bookingEvents,
  bookings,
  eventBookings,
  flightBookings,
  fnfEntries,
  hotelBookings,
  inventoryHolds,
  otpCodes,
  paymentRequests,
  payments,
  refunds,
  savedAccounts,
  supportAttachments,
  supportMessages,
  supportRequests,
  transitBookings,
  users,
  walletTransactions,
} from '../db/schema'
import type { Db } from '../db/client'

/** Every table a traveller's records live in: a request that changes none of them changed nothing. */
const RECORD_TABLES: Record<string, PgTable> = {
  users,
  bookings,
  bookingEvents,
  flightBookings,
  hotelBookings,
  transitBookings,
  eventBookings,
  inventoryHolds,
  payments,
  paymentRequests,
  refunds,
  savedAccounts,
  walletTransactions,
  otpCodes,
  fnfEntries,
  supportRequests,
  supportMessages,
  supportAttachments,
}

/** The rows of every record table, in a stable order, for comparing before and after a request. */
export async function recordsSnapshot(db: Db): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    Object.entries(RECORD_TABLES).map(async ([name, table]) => {
      const rows = await db.select().from(table)
      return [name, rows.map((row) => JSON.stringify(row)).sort()] as const
    }),
  )
  return Object.fromEntries(entries)
}
