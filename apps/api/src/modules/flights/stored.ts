import type { SessionHold } from '../../db/schema'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import type { PlannedItinerary } from './inventory'
import type { SarBreakdown } from '../inventory/pricing'

// What `flight_bookings` keeps in its JSON columns, prices in halalas (SAR minor units).

export interface StoredAddons {
  baggage: { passenger: number; leg: number; kg: number; halalas: number }[]
  meals: { passenger: number; segment: string; code: string; halalas: number }[]
  ssr: { passenger: number; code: string }[]
  seats: { passenger: number; segment: string; seat: string; halalas: number }[]
}

export interface StoredFlight {
  planned: PlannedItinerary
  familyId: string
  priceSteps: number
  search: SearchCriteria
  parts: SarBreakdown
}

/** What a search session remembers besides the search: the chosen fare as priced, and held seats. */
export interface StoredQuote {
  itineraryId: string
  fareId: string
  /** When the price was last set (ISO): the quote holds for a while, then the requote moves it. */
  quotedAt: string
  /** Price steps already applied (see the requote rule in modules/flights/pricing.ts). */
  priceSteps: number
}

/** A seat a session holds for one passenger on one segment. */
export interface StoredSeat extends SessionHold {
  segment: string
  passenger: number
  seat: string
}
