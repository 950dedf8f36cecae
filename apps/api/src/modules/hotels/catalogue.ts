import type { Locale } from '@rihla/api-contract'
import type { BedType, BoardBasis, Hotel } from '@rihla/api-contract/hotels'
import { asc, inArray } from 'drizzle-orm'
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

// Hotels and their room types are seeded reference data that do not change while the server runs (as the
// flights network): read once per database, they no longer cost every search 15 KB of rows parsed on the
// database's thread. A room type's number of rooms, which an operator may change, is read with each call.
const catalogues = new WeakMap<Db, Promise<Catalogue>>()

interface Catalogue {
  hotels: HotelRow[]
  roomTypes: Map<string, RoomTypeRow[]>
}

async function readCatalogue(db: Db): Promise<Catalogue> {
  const [hotelRows, typeRows] = await Promise.all([
    db.select().from(hotels).orderBy(asc(hotels.id)),
    db.select().from(hotelRoomTypes).orderBy(asc(hotelRoomTypes.hotelId), asc(hotelRoomTypes.position)),
  ])
  const roomTypes = new Map<string, RoomTypeRow[]>()
  for (const row of typeRows) {
    const ofHotel = roomTypes.get(row.hotelId) ?? []
    ofHotel.push(row as RoomTypeRow)
    roomTypes.set(row.hotelId, ofHotel)
  }
  return { hotels: hotelRows, roomTypes }
}

/**
 * The catalogue as read through `db`, the database's own handle. A caller about to open a transaction
 * loads it first: on PGlite a query outside an open transaction would wait for the transaction to end.
 */
export function catalogueOf(db: Db): Promise<Catalogue> {
  let catalogue = catalogues.get(db)
  if (!catalogue) {
    catalogue = readCatalogue(db)
    catalogue.catch(() => catalogues.delete(db))
    catalogues.set(db, catalogue)
  }
  return catalogue
}

export const allHotels = async (db: Db): Promise<HotelRow[]> => (await catalogueOf(db)).hotels

export async function hotelById(db: Db, id: string): Promise<HotelRow | null> {
  return (await allHotels(db)).find((hotel) => hotel.id === id) ?? null
}

/**
 * The room types of some hotels, by hotel, in their listed order: as catalogued in `reference`, with
 * their number of rooms as `db` (a transaction's own handle) reads it now.
 */
export async function roomTypesOf(
  db: Db,
  hotelIds: readonly string[],
  reference: Db = db,
): Promise<Map<string, RoomTypeRow[]>> {
  if (!hotelIds.length) return new Map()
  const [{ roomTypes }, counts] = await Promise.all([
    catalogueOf(reference),
    db
      .select({ hotelId: hotelRoomTypes.hotelId, code: hotelRoomTypes.code, rooms: hotelRoomTypes.rooms })
      .from(hotelRoomTypes)
      .where(inArray(hotelRoomTypes.hotelId, [...hotelIds])),
  ])
  const rooms = new Map(counts.map((count) => [`${count.hotelId}:${count.code}`, count.rooms]))
  return new Map(
    hotelIds.map((id) => [
      id,
      (roomTypes.get(id) ?? []).flatMap((type) => {
        const now = rooms.get(`${id}:${type.code}`)
        return now === undefined ? [] : [{ ...type, rooms: now }]
      }),
    ]),
  )
}

/** The hotel's street address as the voucher prints it. */
export const addressOf = (row: HotelRow, locale: Locale) =>
  locale === 'ar'
    ? `${row.districtAr}، ${row.cityAr}، المملكة العربية السعودية`
    : `${row.districtEn}, ${row.city}, Saudi Arabia`
