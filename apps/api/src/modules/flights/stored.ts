import type { SearchCriteria } from '@rihla/api-contract/flights'
import type { PlannedItinerary } from './inventory'
import type { SarBreakdown } from './pricing'

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
