import type { LocalizedText } from '@rihla/api-contract'
import eventData from '../../db/seed/data/events.json' with { type: 'json' }

// The pass types of `shared/reference/saudi-facts.json` (`events.pass_types`) that the catalogue sells,
// each with what it usually includes, how many one order may take (never above EVENT_MAX_TICKETS) and
// its refund when cancelled (cancellationRule.ts).

export interface PassTypeInfo {
  name: LocalizedText
  includes: LocalizedText[]
  /** At most this many of the pass in one order. */
  perOrderLimit: number
  /**
   * Its refund when cancelled: `refundPercent` of its price until `untilDaysBefore` days before the show;
   * 0 percent for hospitality passes, whose catering and hosts are booked for the guest.
   */
  cancellation: { refundPercent: number; untilDaysBefore: number }
}

export type PassType = keyof typeof eventData.passTypes

export const PASS_TYPES: Record<PassType, PassTypeInfo> = eventData.passTypes
