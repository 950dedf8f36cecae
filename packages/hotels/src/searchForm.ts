import type { Locale } from '@rihla/api-contract'
import { fieldMessages, messages } from '@rihla/api-contract'
import {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS,
  hotelSearchCriteriaSchema,
} from '@rihla/api-contract/hotels'
import { nightsBetween } from '@rihla/api-contract/dates'
import type { HotelSearchCriteria } from '@rihla/api-contract/hotels'
import { newRoom } from './formValues'
import type { HotelSearchFormValues, RoomDraft } from './formValues'

/** Field keys of the form's messages: `destination`, `checkOut`, `rooms.0.childAges.1`, `rooms`, … */
export type HotelSearchFormErrors = Record<string, string>

export const ROOM_LIMITS = { rooms: MAX_ROOMS, adults: MAX_ADULTS_PER_ROOM, children: MAX_CHILDREN_PER_ROOM }

/** Nights between the two dates, or null until both are set and in order. */
export const nightsOf = (values: Pick<HotelSearchFormValues, 'checkIn' | 'checkOut'>): number | null =>
  values.checkIn && values.checkOut && values.checkOut > values.checkIn
    ? nightsBetween(values.checkIn, values.checkOut)
    : null

/** A seventh room is refused with the contract's message rather than a silently disabled button. */
export function addRoom(rooms: readonly RoomDraft[]): { rooms: RoomDraft[]; error: string | null } {
  if (rooms.length >= MAX_ROOMS) return { rooms: [...rooms], error: messages.maxRooms }
  return { rooms: [...rooms, newRoom()], error: null }
}

/** A new child has no age yet; fewer children drop the last ages. */
export const withChildren = (room: RoomDraft, children: number): RoomDraft => ({
  ...room,
  childAges:
    children > room.childAges.length
      ? [...room.childAges, ...Array<null>(children - room.childAges.length).fill(null)]
      : room.childAges.slice(0, children),
})

/** The criteria the form stands for, before the contract's checks. */
export const criteriaOf = (values: HotelSearchFormValues) => ({
  destination: values.destination?.id ?? '',
  checkIn: values.checkIn ?? '',
  checkOut: values.checkOut ?? '',
  rooms: values.rooms.map((room) => ({
    adults: room.adults,
    // undefined, not null: the contract reports a missing age as "Child age is required".
    childAges: room.childAges.map((age) => age ?? undefined),
  })),
})

/**
 * Checks the form with the contract's own schema, so the form says what the server would: each
 * message in the visitor's language, under the field it is about (the first one per field).
 */
export function validateHotelSearchForm(
  values: HotelSearchFormValues,
  locale: Locale,
): { ok: true; criteria: HotelSearchCriteria } | { ok: false; errors: HotelSearchFormErrors } {
  const parsed = hotelSearchCriteriaSchema.safeParse(criteriaOf(values))
  if (parsed.success) return { ok: true, criteria: parsed.data }
  return { ok: false, errors: fieldMessages(parsed.error.issues, locale, 'destination') }
}
