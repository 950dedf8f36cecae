import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BedType, BoardBasis } from '@rihla/api-contract/hotels'

/** What each board basis is called wherever a rate or filter names it. */
export const BOARD_LABELS: Record<BoardBasis, MessageDescriptor> = {
  room_only: msg`Room only`,
  breakfast: msg`Breakfast included`,
  half_board: msg`Half board`,
}

/** What each bed type is called on a room. */
export const BED_LABELS: Record<BedType, MessageDescriptor> = {
  king: msg`King bed`,
  queen: msg`Queen bed`,
  twin: msg`Twin beds`,
  double: msg`Double bed`,
}
