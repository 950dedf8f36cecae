import type { HotelSuggestion } from '@rihla/api-contract/hotels'

// The form's values without its checks: the home's first chunk holds these (through the form's atom),
// and the contract's schema loads with the form's code, after the page has rendered.

/** One room as edited: a child's age stays null until chosen ("Child age is required"). */
export interface RoomDraft {
  adults: number
  childAges: (number | null)[]
}

export interface HotelSearchFormValues {
  destination: HotelSuggestion | null
  /** YYYY-MM-DD, or null while empty. */
  checkIn: string | null
  checkOut: string | null
  rooms: RoomDraft[]
}

export const newRoom = (): RoomDraft => ({ adults: 2, childAges: [] })

export const initialHotelSearchForm = (): HotelSearchFormValues => ({
  destination: null,
  checkIn: null,
  checkOut: null,
  rooms: [newRoom()],
})

/** Everyone staying: each room's adults and children. */
export const guestCount = (rooms: readonly { adults: number; childAges: readonly unknown[] }[]) =>
  rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0)
