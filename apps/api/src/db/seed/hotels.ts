import { seededRandom } from '../../modules/inventory/random'
import { hotelPosition } from '../../modules/hotels/places'
import type { Db } from '../client'
import { hotelRoomTypes, hotels } from '../schema'
import hotelData from './data/hotels.json' with { type: 'json' }
import { upsert } from './upsert'

type Property = (typeof hotelData.properties)[number]
type RoomTypeRow = typeof hotelRoomTypes.$inferInsert

/** Guest ratings as such hotels are usually rated, by star class (tenths of a point out of 10). */
const RATING_RANGE: Record<number, [number, number]> = { 5: [82, 94], 4: [76, 88], 3: [68, 80] }
const RESORT_CITIES = new Set(['AlUla', 'Abha', 'Red Sea destination'])
const HOLY_CITIES = new Set(['Makkah', 'Madinah'])

export function hotelRow(property: Property): typeof hotels.$inferInsert {
  const random = seededRandom(`hotel:${property.id}`)
  const [low, high] = RATING_RANGE[property.stars] ?? [64, 76]
  const position = hotelPosition(property.id)
  return {
    id: property.id,
    city: property.city,
    cityAr: hotelData.cityNamesAr[property.city as keyof typeof hotelData.cityNamesAr],
    nameEn: property.nameEn,
    nameAr: property.nameAr,
    districtEn: property.districtEn,
    districtAr: property.districtAr,
    stars: property.stars,
    ratingTenths: random.int(low, high),
    reviewCount: random.int(120, 4200),
    amenities: property.amenities,
    ...position,
    // Pilgrims arrive after the afternoon prayer; elsewhere the usual 15:00.
    checkInTime: HOLY_CITIES.has(property.city) ? '16:00' : '15:00',
    checkOutTime: '12:00',
    priceMinSar: property.priceMinSar,
    priceMaxSar: property.priceMaxSar,
    photoCount: random.int(6, 10),
  }
}

/**
 * A hotel's room types: two standard rooms (king, twin) everywhere; a family room where the hotel has
 * them or is not a five-star; a Kaaba or Haram view room where the hotel has the view; a suite at a
 * five-star. Half board where guests eat in (resorts, five-stars of the holy cities).
 */
export function roomTypeRows(property: Property): RoomTypeRow[] {
  const random = seededRandom(`rooms:${property.id}`)
  const has = (amenity: string) => property.amenities.includes(amenity)
  const halfBoard =
    RESORT_CITIES.has(property.city) || (HOLY_CITIES.has(property.city) && property.stars === 5)
  const boards = halfBoard ? ['room_only', 'breakfast', 'half_board'] : ['room_only', 'breakfast']
  const standardSize = property.stars === 5 ? random.int(34, 45) : random.int(24, 32)
  const types: Omit<RoomTypeRow, 'hotelId' | 'position' | 'boards'>[] = [
    {
      code: 'deluxe-king',
      nameEn: 'Deluxe King Room',
      nameAr: 'غرفة ديلوكس بسرير كبير',
      bedType: 'king',
      sizeSqm: standardSize,
      maxAdults: 2,
      maxChildren: 1,
      rooms: random.int(4, 12),
      pricePercent: 100,
    },
    {
      code: 'deluxe-twin',
      nameEn: 'Deluxe Twin Room',
      nameAr: 'غرفة ديلوكس بسريرين منفصلين',
      bedType: 'twin',
      sizeSqm: standardSize,
      maxAdults: 2,
      maxChildren: 1,
      rooms: random.int(4, 12),
      pricePercent: 100,
    },
  ]
  if (has('family_rooms') || property.stars < 5)
    types.push({
      code: 'family',
      nameEn: 'Family Room',
      nameAr: 'غرفة عائلية',
      bedType: 'double',
      sizeSqm: standardSize + random.int(12, 20),
      maxAdults: 4,
      maxChildren: 3,
      rooms: random.int(2, 6),
      pricePercent: 160,
    })
  if (has('kaaba_view') || has('haram_view'))
    types.push({
      code: has('kaaba_view') ? 'kaaba-view' : 'haram-view',
      nameEn: has('kaaba_view') ? 'Kaaba View Room' : 'Haram View Room',
      nameAr: has('kaaba_view') ? 'غرفة مطلة على الكعبة' : 'غرفة مطلة على الحرم',
      bedType: 'king',
      sizeSqm: standardSize + random.int(2, 8),
      maxAdults: 3,
      maxChildren: 1,
      rooms: random.int(2, 6),
      pricePercent: 180,
    })
  if (property.stars === 5)
    types.push({
      code: 'suite',
      nameEn: 'Executive Suite',
      nameAr: 'جناح تنفيذي',
      bedType: 'king',
      sizeSqm: standardSize * 2 + random.int(0, 20),
      maxAdults: 3,
      maxChildren: 2,
      rooms: random.int(1, 4),
      pricePercent: 240,
    })
  return types.map((type, position) => ({ ...type, hotelId: property.id, position, boards }))
}

/** The 49 hotels of the reference facts and their room types. */
export async function seedHotels(db: Db) {
  await upsert(db, hotels, hotelData.properties.map(hotelRow), hotels.id)
  // Room types are added, never rewritten: a room type's allotment is the hotel's to change.
  await db
    .insert(hotelRoomTypes)
    .values(hotelData.properties.flatMap(roomTypeRows))
    .onConflictDoNothing({ target: [hotelRoomTypes.hotelId, hotelRoomTypes.code] })
}
