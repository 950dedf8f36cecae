import type { Locale } from '@rihla/api-contract'
import type { HotelSuggestion } from '@rihla/api-contract/hotels'
import { fold } from '../inventory/fold'
import type { HotelRow } from './catalogue'
import { LANDMARKS } from './places'
import type { Point } from './places'

// The destinations a hotel search starts from: cities, districts, landmarks and the hotels themselves,
// each found as the traveller types in English or Arabic and named by an id the search sends back.

interface Destination {
  id: string
  kind: HotelSuggestion['kind']
  name: { en: string; ar: string }
  context: { en: string; ar: string }
  hotels: HotelRow[]
  /** Results sort by distance to it (a landmark). */
  near?: Point
}

const SAUDI_ARABIA = { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' }
/** A district's short name: "Al Olaya (Kingdom Centre)" is Al Olaya. */
const shortDistrict = (name: string) => name.replace(/\s*\(.*\)\s*$/, '').trim()
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Every destination of the hotels given, cities first. */
export function destinationsOf(hotels: readonly HotelRow[]): Destination[] {
  const cities = new Map<string, Destination>()
  const districts = new Map<string, Destination>()
  for (const hotel of hotels) {
    const cityName = { en: hotel.city, ar: hotel.cityAr }
    const city = cities.get(hotel.city) ?? {
      id: `city:${hotel.city}`,
      kind: 'city' as const,
      name: cityName,
      context: SAUDI_ARABIA,
      hotels: [],
    }
    city.hotels.push(hotel)
    cities.set(hotel.city, city)
    const districtId = `district:${hotel.city}:${slug(shortDistrict(hotel.districtEn))}`
    const district = districts.get(districtId) ?? {
      id: districtId,
      kind: 'district' as const,
      name: { en: shortDistrict(hotel.districtEn), ar: hotel.districtAr },
      context: cityName,
      hotels: [],
    }
    district.hotels.push(hotel)
    districts.set(districtId, district)
  }
  const landmarks = LANDMARKS.filter((landmark) => cities.has(landmark.city)).map(
    (landmark): Destination => ({
      id: `landmark:${landmark.id}`,
      kind: 'landmark',
      name: landmark.name,
      context: cities.get(landmark.city)!.name,
      hotels: cities.get(landmark.city)!.hotels,
      near: landmark,
    }),
  )
  const single = hotels.map((hotel): Destination => ({
    id: `hotel:${hotel.id}`,
    kind: 'hotel',
    name: { en: hotel.nameEn, ar: hotel.nameAr },
    context: { en: hotel.city, ar: hotel.cityAr },
    hotels: [hotel],
  }))
  return [...cities.values(), ...landmarks, ...districts.values(), ...single]
}

export const findDestination = (hotels: readonly HotelRow[], id: string) =>
  destinationsOf(hotels).find((destination) => destination.id === id) ?? null

export const MAX_SUGGESTIONS = 12

/** Destinations whose English or Arabic name has a word starting with the query; kinds in order, then names. */
export function suggest(hotels: readonly HotelRow[], query: string, locale: Locale): HotelSuggestion[] {
  const wanted = fold(query)
  const scored: [number, number, Destination][] = []
  destinationsOf(hotels).forEach((destination, order) => {
    const names = [destination.name.en, destination.name.ar].map(fold)
    const words = names.flatMap((name) => name.split(/[\s\-–,'’]+/))
    let score: number | null = null
    if (names.some((name) => name.startsWith(wanted))) score = 0
    else if (words.some((word) => word.startsWith(wanted))) score = 1
    else if (wanted.length >= 3 && names.some((name) => name.includes(wanted))) score = 2
    if (score !== null) scored.push([score, order, destination])
  })
  return scored
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .slice(0, MAX_SUGGESTIONS)
    .map(([, , destination]) => ({
      id: destination.id,
      kind: destination.kind,
      name: destination.name[locale],
      context: destination.context[locale],
      hotels: destination.hotels.length,
    }))
}
