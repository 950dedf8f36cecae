import { BED_TYPES, BOARD_BASES } from '@rihla/api-contract/hotels'
import type { BedType, BoardBasis, RoomTypeOffer } from '@rihla/api-contract/hotels'

/** The detail page's room filter (SPEC.md §2): board, refundable rates only, bed type; null is any. */
export interface RoomFilter {
  board: BoardBasis | null
  refundableOnly: boolean
  bedType: BedType | null
}

export const anyRoom = (): RoomFilter => ({ board: null, refundableOnly: false, bedType: null })

/** The room types the filter keeps, each with only its rates the filter keeps; a type with none left goes. */
export function filterRooms(rooms: readonly RoomTypeOffer[], filter: RoomFilter): RoomTypeOffer[] {
  return rooms
    .filter((room) => filter.bedType === null || room.bedType === filter.bedType)
    .map((room) => ({
      ...room,
      rates: room.rates.filter(
        (rate) =>
          (filter.board === null || rate.board === filter.board) &&
          (!filter.refundableOnly || rate.refundable),
      ),
    }))
    .filter((room) => room.rates.length > 0)
}

/** The boards and bed types the rooms offer, in the contract's order, for the filter's choices. */
export function roomFacets(rooms: readonly RoomTypeOffer[]) {
  const boards = new Set(rooms.flatMap((room) => room.rates.map((rate) => rate.board)))
  const beds = new Set(rooms.map((room) => room.bedType))
  return {
    boards: BOARD_BASES.filter((board) => boards.has(board)),
    bedTypes: BED_TYPES.filter((bed) => beds.has(bed)),
  }
}
