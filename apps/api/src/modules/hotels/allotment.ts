import type { Db } from '../../db/client'
import { holdAnyOf, openHoldsUnder } from '../inventory/holds'
import type { RoomTypeRow } from './catalogue'

// A room type has `rooms` rooms each night. A room held for a night is an inventory hold on one of its
// units, `{hotel}:{room type}:{night}:{unit}`; the holds' unique index sells each unit once.

export interface RoomHold {
  holdId: string
  /** Which searched room (0-based) the hold is for. */
  room: number
  roomType: string
  night: string
}

const nightKey = (hotelId: string, code: string, night: string) => `${hotelId}:${code}:${night}`
const unitKey = (hotelId: string, code: string, night: string, unit: number) =>
  `${nightKey(hotelId, code, night)}:${String(unit).padStart(3, '0')}`

/** The held units of the hotels whose ids start with `prefix`, by room type and night. */
export async function takenRooms(db: Db, prefix: string, now: Date): Promise<Map<string, Set<string>>> {
  const taken = new Map<string, Set<string>>()
  for (const hold of await openHoldsUnder(db, 'room', prefix, now, { booked: true })) {
    const night = hold.resourceKey.slice(0, hold.resourceKey.lastIndexOf(':'))
    taken.set(night, (taken.get(night) ?? new Set()).add(hold.resourceKey))
  }
  return taken
}

/** Rooms of a type free on every night of the stay; `mine` are keys the caller holds (they count as free). */
export function roomsLeft(
  roomType: RoomTypeRow,
  nights: readonly string[],
  taken: Map<string, Set<string>>,
  mine: ReadonlySet<string> = new Set(),
): number {
  let left = roomType.rooms
  for (const night of nights) {
    const held = taken.get(nightKey(roomType.hotelId, roomType.code, night)) ?? new Set()
    const others = [...held].filter((key) => !mine.has(key)).length
    left = Math.min(left, roomType.rooms - others)
  }
  return Math.max(0, left)
}

/**
 * Holds one room for every night of the stay for each wanted room, until `expiresAt`; null when some
 * night has no room left (nothing is then kept: the caller's transaction rolls back). Units are tried
 * in one order (room type, night, unit) so concurrent requests queue on the same unit instead of
 * deadlocking on each other's.
 */
export async function holdRooms(
  tx: Db,
  wants: readonly { room: number; roomType: RoomTypeRow }[],
  nights: readonly string[],
  expiresAt: Date,
  now: Date,
): Promise<RoomHold[] | null> {
  if (!wants.length) return []
  const taken = await takenRooms(tx, `${wants[0]!.roomType.hotelId}:`, now)
  const ordered = [...wants].sort((a, b) => a.roomType.code.localeCompare(b.roomType.code) || a.room - b.room)
  const codes = [...new Set(ordered.map((want) => want.roomType.code))]
  const holds: RoomHold[] = []
  for (const code of codes) {
    const ofType = ordered.filter((want) => want.roomType.code === code)
    const { hotelId, rooms } = ofType[0]!.roomType
    for (const night of [...nights].sort()) {
      const held = taken.get(nightKey(hotelId, code, night)) ?? new Set()
      let nextUnit = 0
      for (const want of ofType) {
        const candidates = []
        for (let unit = nextUnit; unit < rooms; unit += 1) {
          const resourceKey = unitKey(hotelId, code, night, unit)
          if (!held.has(resourceKey)) candidates.push({ resourceType: 'room' as const, resourceKey })
        }
        const got = await holdAnyOf(tx, candidates, expiresAt, now)
        if (!got) return null
        nextUnit = Number(got.resource.resourceKey.slice(-3)) + 1
        holds.push({ holdId: got.holdId, room: want.room, roomType: code, night })
      }
    }
  }
  return holds
}
