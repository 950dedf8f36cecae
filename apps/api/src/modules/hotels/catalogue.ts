import type { Locale } from '@rihla/api-contract'
import type { BedType, BoardBasis, Hotel } from '@rihla/api-contract/hotels'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { hotelRoomTypes, hotels } from '../../db/schema'
import hotelData from '../../db/seed/data/hotels.json' with { type: 'json' }
import { distanceAnchorOf, metersBetween } from './places'

export type HotelRow = typeof hotels.$inferSelect
export type RoomTypeRow = Omit<typeof hotelRoomTypes.$inferSelect, 'bedType' | 'boards'> & {
  bedType: BedType
  boards: BoardBasis[]
}

const AMENITY_NAMES = new Map(hotelData.amenities.map((amenity) => [amenity.id, amenity]))

/** What a hotel's photos show, in order; a hotel has `photoCount` of them, the first its façade. */
const PHOTO_SUBJECTS = [
  { en: 'Exterior', ar: 'المبنى من الخارج' },
  { en: 'Lobby', ar: 'بهو الفندق' },
  { en: 'Guest room', ar: 'غرفة الضيوف' },
  { en: 'Bathroom', ar: 'الحمام' },
  { en: 'Restaurant', ar: 'المطعم' },
  { en: 'View', ar: 'الإطلالة' },
  { en: 'Pool', ar: 'المسبح' },
  { en: 'Suite', ar: 'الجناح' },
  { en: 'Breakfast', ar: 'الإفطار' },
  { en: 'Fitness centre', ar: 'مركز اللياقة' },
] as const

/** Photos live at stable paths the site serves as webp at 1x and 2x; the client ships or generates them. */
export function photosOf(id: string, count: number, name: string, locale: Locale) {
  return Array.from({ length: count }, (_, index) => {
    const subject = PHOTO_SUBJECTS[index % PHOTO_SUBJECTS.length]!
    const base = `/images/hotels/${id}/${index + 1}`
    return {
      id: `${id}-${index + 1}`,
      caption: `${name}: ${subject[locale]}`,
      src: `${base}.webp`,
      src2x: `${base}@2x.webp`,
    }
  })
}

export function toHotel(row: HotelRow, locale: Locale): Hotel {
  const ar = locale === 'ar'
  const name = ar ? row.nameAr : row.nameEn
  const anchor = distanceAnchorOf(row.city)
  return {
    id: row.id,
    name,
    city: { id: row.city, name: ar ? row.cityAr : row.city },
    district: ar ? row.districtAr : row.districtEn,
    stars: row.stars,
    rating: row.ratingTenths / 10,
    reviewCount: row.reviewCount,
    amenities: row.amenities.map((id) => {
      const amenity = AMENITY_NAMES.get(id)
      return { id, name: amenity ? (ar ? amenity.nameAr : amenity.nameEn) : id }
    }),
    photos: photosOf(row.id, row.photoCount, name, locale),
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    location: { latitude: row.latitude, longitude: row.longitude },
    distance: {
      meters: metersBetween(row, anchor.point),
      to: anchor.to,
      name: anchor.name[locale],
    },
  }
}

export const allHotels = (db: Db): Promise<HotelRow[]> => db.select().from(hotels).orderBy(asc(hotels.id))

export async function hotelById(db: Db, id: string): Promise<HotelRow | null> {
  const [row] = await db.select().from(hotels).where(eq(hotels.id, id)).limit(1)
  return row ?? null
}

/** The room types of some hotels, by hotel, in their listed order. */
export async function roomTypesOf(db: Db, hotelIds: readonly string[]): Promise<Map<string, RoomTypeRow[]>> {
  const byHotel = new Map<string, RoomTypeRow[]>(hotelIds.map((id) => [id, []]))
  if (!hotelIds.length) return byHotel
  const rows = await db
    .select()
    .from(hotelRoomTypes)
    .where(inArray(hotelRoomTypes.hotelId, [...hotelIds]))
    .orderBy(asc(hotelRoomTypes.hotelId), asc(hotelRoomTypes.position))
  for (const row of rows) byHotel.get(row.hotelId)?.push(row as RoomTypeRow)
  return byHotel
}

/** The hotel's street address as the voucher prints it. */
export const addressOf = (row: HotelRow, locale: Locale) =>
  locale === 'ar'
    ? `${row.districtAr}، ${row.cityAr}، المملكة العربية السعودية`
    : `${row.districtEn}, ${row.city}, Saudi Arabia`
