import type { SessionHold } from '../../db/schema'
import { searchSessionsOf } from '../search-sessions/service'
import type { SearchSession } from '../search-sessions/service'

/** What a quote's session was started for: a show of an event, priced in a currency. */
export interface EventQuoteSearch {
  eventId: string
  showId: string
  currency: string
}

/** The ticket lines as the server priced them, in halalas (VAT included). */
export interface StoredEventQuote {
  lines: { passId: string; quantity: number; halalas: number }[]
  quotedAt: string
}

/**
 * One stored ticket: its pass and, with named tickets, its attendee. A type, not an interface: it is
 * stored as JSON. `seat` is the pass, which the ticket's signature covers as a train ticket's covers
 * its seat.
 */
export type StoredEventTicket = {
  passId: string
  seat: string
  firstName: string
  lastName: string
  halalas: number
}

/** Passes are taken by the reservation itself (a conditional update), so a quote holds nothing. */
export type EventSession = SearchSession<EventQuoteSearch, StoredEventQuote, SessionHold>
export const eventQuotes = searchSessionsOf<EventQuoteSearch, StoredEventQuote, SessionHold>('event')
