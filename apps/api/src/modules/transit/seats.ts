import { serverMessages } from '@rihla/api-contract'
import type { Message } from '@rihla/api-contract'
import type { Db } from '../../db/client'
import { FieldError, ServiceError } from '../../errors'
import { reholdSeats } from '../inventory/holds'
import type { SeatHold } from '../inventory/holds'
import { SESSION_IDLE_MS } from '../search-sessions/service'
import type { SearchSession, searchSessionsOf } from '../search-sessions/service'

export type SeatSessions<Search, Quote> = ReturnType<typeof searchSessionsOf<Search, Quote, SeatHold>>

/**
 * A seat map call on a session (a train's coaches, a bus's deck). Without `wanted` it only looks: the
 * vehicle becomes the session's choice unless seats are already held elsewhere. With `wanted`, the
 * session then holds exactly those seats (one per seated traveller at most), all or none: a seat not
 * on the vehicle, refused to this party (`refusal`) or taken by someone else is a 409.
 */
export async function chooseSeats<Search extends { adults: number; children: number }, Quote>(
  tx: Db,
  store: SeatSessions<Search, Quote>,
  open: SearchSession<Search, Quote, SeatHold>,
  choice: {
    wanted: readonly string[] | undefined
    current: SeatHold[]
    quote: Quote
    free: ReadonlySet<string>
    known: (seat: string) => boolean
    refusal?: (seat: string) => Message | null
    keyOf: (seat: string) => string
  },
  now: Date,
) {
  if (!choice.wanted) {
    const chosen = !open.holds.length && !open.bookingId
    const session = await store.renew(tx, open, now, chosen ? { quote: choice.quote } : {})
    return { session, holds: choice.current }
  }
  if (open.bookingId) throw new ServiceError('conflict', serverMessages.searchAlreadyBooked)
  const wanted = [...new Set(choice.wanted)]
  if (wanted.length > open.search.adults + open.search.children)
    throw new FieldError('seats', serverMessages.passengersMismatch)
  const fresh = wanted.filter((seat) => !choice.current.some((hold) => hold.seat === seat))
  if (fresh.some((seat) => !choice.known(seat)))
    throw new ServiceError('conflict', serverMessages.seatUnavailable)
  for (const seat of fresh) {
    const refused = choice.refusal?.(seat)
    if (refused) throw new ServiceError('conflict', refused)
  }
  if (fresh.some((seat) => !choice.free.has(seat)))
    throw new ServiceError('conflict', serverMessages.seatTaken)
  // Seats let go (or held on another vehicle) end now; the transaction undoes it if a new seat is taken.
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS)
  const holds = await reholdSeats(tx, open.holds, wanted, choice.keyOf, expiresAt, now)
  if (!holds) throw new ServiceError('conflict', serverMessages.seatTaken)
  const session = await store.renew(tx, open, now, { quote: choice.quote, holds })
  return { session, holds }
}
