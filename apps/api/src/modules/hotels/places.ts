import type { LocalizedText } from '@rihla/api-contract'
import places from '../../db/seed/data/hotelPlaces.json' with { type: 'json' }

// Where the hotels are. The reference facts name each hotel's district but give no coordinates;
// `hotelPlaces.json` has approximate positions of the properties (to a few hundred metres), enough for
// the distance a result shows and for sorting by it, and the landmarks travellers search near.

export interface Point {
  latitude: number
  longitude: number
}

const pointOf = ([latitude, longitude]: number[]): Point => ({ latitude: latitude!, longitude: longitude! })

/** Each hotel's position, by its id in the reference facts. */
export function hotelPosition(hotelId: string): Point {
  const position = (places.hotels as Record<string, number[]>)[hotelId]
  if (!position) throw new Error(`No position for hotel ${hotelId}`)
  return pointOf(position)
}

export type DistanceAnchor = 'haram' | 'prophets_mosque' | 'city_centre'

export interface Landmark extends Point {
  id: string
  city: string
  name: LocalizedText
}

/** Places travellers search hotels near; the first two are what Makkah's and Madinah's distances are measured to. */
export const LANDMARKS: readonly Landmark[] = places.landmarks.map(
  ({ id, city, nameEn, nameAr, position }) => ({
    id,
    city,
    name: { en: nameEn, ar: nameAr },
    ...pointOf(position),
  }),
)

const CITY_CENTRE_NAME: LocalizedText = { en: 'City centre', ar: 'وسط المدينة' }

/** What a city's hotel distances are measured to: the Haram, the Prophet's Mosque, or the centre. */
export function distanceAnchorOf(city: string): { to: DistanceAnchor; name: LocalizedText; point: Point } {
  if (city === 'Makkah') return { to: 'haram', name: LANDMARKS[0]!.name, point: LANDMARKS[0]! }
  if (city === 'Madinah') return { to: 'prophets_mosque', name: LANDMARKS[1]!.name, point: LANDMARKS[1]! }
  const centre = (places.cityCentres as Record<string, number[]>)[city]
  return { to: 'city_centre', name: CITY_CENTRE_NAME, point: centre ? pointOf(centre) : LANDMARKS[2]! }
}

const EARTH_RADIUS_METERS = 6_371_000
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in whole metres (haversine). */
export function metersBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(h)))
}
