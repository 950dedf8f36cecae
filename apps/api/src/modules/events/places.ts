import type { ArtKey, LocalizedText } from '@rihla/api-contract'
import eventData from '../../db/seed/data/events.json' with { type: 'json' }

// The event categories and venues of `shared/reference/saudi-facts.json` (`events.categories`,
// `events.venues`, the Saudi Pro League's stadiums), kept in the seed's `data/events.json` with what the
// facts leave out: each category's artwork, each venue's street address, map position and kind, in
// English and Arabic.

export interface EventCategoryInfo {
  id: string
  name: LocalizedText
  art: ArtKey
}

// JSON widens the art keys to strings; the data holds only ART_KEYS.
export const EVENT_CATEGORIES = eventData.categories as readonly EventCategoryInfo[]

export const categoryOf = (id: string) => EVENT_CATEGORIES.find((category) => category.id === id)

export interface EventVenueInfo {
  id: string
  name: LocalizedText
  /** The city's id (its English name), as the search's city list gives it. */
  city: string
  address: LocalizedText
  kind: LocalizedText
  latitude: number
  longitude: number
}

export const EVENT_CITIES: Record<string, LocalizedText> = eventData.cities

export const EVENT_VENUES: readonly EventVenueInfo[] = eventData.venues

export const venueOf = (id: string) => EVENT_VENUES.find((venue) => venue.id === id)!
