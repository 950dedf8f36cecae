import { messages } from '@rihla/api-contract'
import type { Message } from '@rihla/api-contract'
import { TRAIN_MAX_SEATS } from '@rihla/api-contract/trains'

// The travellers of a train search (SPEC.md §5): adults and children each take a seat, at most 4 of
// them, with at least one adult; an infant rides on an adult's lap, so no more infants than adults.

export interface TrainParty {
  adults: number
  children: number
  infants: number
}

export type PartyMember = keyof TrainParty

export const seatsOf = (party: TrainParty) => party.adults + party.children

/**
 * The party after one more (`+1`) or one fewer (`-1`) of a kind, or the spec's message that refuses
 * the change: the fifth seat, the last adult, an infant without an adult's lap.
 */
export function changeParty(
  party: TrainParty,
  member: PartyMember,
  step: 1 | -1,
): { party: TrainParty } | { refused: Message } {
  const next = { ...party, [member]: party[member] + step }
  if (next[member] < 0) return { party }
  if (step > 0 && member !== 'infants' && seatsOf(next) > TRAIN_MAX_SEATS)
    return { refused: messages.trainMaxSeats }
  if (next.adults < 1) return { refused: messages.trainAdultRequired }
  if (next.infants > next.adults) return { refused: messages.infantsExceedAdults }
  return { party: next }
}
