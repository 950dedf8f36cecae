import type { LocalizedText } from '@rihla/api-contract'
import eventData from '../../db/seed/data/events.json' with { type: 'json' }

// The pass types of `shared/reference/saudi-facts.json` (`events.pass_types`) that the catalogue sells,
// each with what it usually includes and how many one order may take (never above EVENT_MAX_TICKETS).

export interface PassTypeInfo {
  name: LocalizedText
  includes: LocalizedText[]
  /** At most this many of the pass in one order. */
  perOrderLimit: number
}

export type PassType = keyof typeof eventData.passTypes

export const PASS_TYPES: Record<PassType, PassTypeInfo> = eventData.passTypes
