import { serverMessages } from '@rihla/api-contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { eventBookings, eventPasses } from '../../db/schema'
import { ServiceError } from '../../errors'

export interface TakenLine {
  passId: string
  quantity: number
}

/**
 * Takes the lines' tickets from their passes, in one order (by pass id) so concurrent orders queue on
 * the same row rather than deadlock. Each is one conditional update: Postgres locks the pass's row and
 * checks `sold + quantity <= capacity` again once the order ahead has committed, so a pass is never
 * oversold however many orders arrive at once. A line that no longer fits is a 409 (sold out, or fewer
 * left); the caller's transaction then gives back the lines taken before it.
 */
export async function takeTickets(tx: Db, lines: readonly TakenLine[]) {
  for (const line of [...lines].sort((a, b) => a.passId.localeCompare(b.passId))) {
    const [taken] = await tx
      .update(eventPasses)
      .set({ sold: sql`${eventPasses.sold} + ${line.quantity}` })
      .where(
        and(
          eq(eventPasses.id, line.passId),
          sql`${eventPasses.sold} + ${line.quantity} <= ${eventPasses.capacity}`,
        ),
      )
      .returning({ id: eventPasses.id })
    if (taken) continue
    const [pass] = await tx
      .select({ sold: eventPasses.sold, capacity: eventPasses.capacity })
      .from(eventPasses)
      .where(eq(eventPasses.id, line.passId))
    const soldOut = !pass || pass.sold >= pass.capacity
    throw new ServiceError('conflict', soldOut ? serverMessages.passSoldOut : serverMessages.passFewerLeft)
  }
}

/**
 * Gives an event booking's tickets back to their passes, once (the booking remembers it did): what an
 * unpaid booking's expiry does, in the expiry's transaction. Answers how many tickets went back.
 */
export async function releaseTickets(tx: Db, bookingId: string, now: Date): Promise<number> {
  const [released] = await tx
    .update(eventBookings)
    .set({ releasedAt: now })
    .where(and(eq(eventBookings.bookingId, bookingId), isNull(eventBookings.releasedAt)))
    .returning({ lines: eventBookings.lines })
  if (!released) return 0
  const lines = released.lines as unknown as TakenLine[]
  for (const line of [...lines].sort((a, b) => a.passId.localeCompare(b.passId)))
    await tx
      .update(eventPasses)
      .set({ sold: sql`${eventPasses.sold} - ${line.quantity}` })
      .where(eq(eventPasses.id, line.passId))
  return lines.reduce((total, line) => total + line.quantity, 0)
}
