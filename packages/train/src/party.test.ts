import { messages } from '@rihla/api-contract'
import { describe, expect, it } from 'vitest'
import { changeParty } from './party'

describe('changeParty', () => {
  it('counts travellers up to four seats', () => {
    expect(changeParty({ adults: 2, children: 1, infants: 0 }, 'children', 1)).toEqual({
      party: { adults: 2, children: 2, infants: 0 },
    })
  })
  it('refuses a fifth seat in the spec’s words, an adult or a child alike', () => {
    const four = { adults: 2, children: 2, infants: 0 }
    expect(changeParty(four, 'adults', 1)).toEqual({ refused: messages.trainMaxSeats })
    expect(changeParty(four, 'children', 1)).toEqual({ refused: messages.trainMaxSeats })
    expect(messages.trainMaxSeats).toBe('Maximum 4 seats per booking')
  })
  it('lets an infant ride on a lap beyond four seats, one per adult', () => {
    expect(changeParty({ adults: 2, children: 2, infants: 0 }, 'infants', 1)).toEqual({
      party: { adults: 2, children: 2, infants: 1 },
    })
    expect(changeParty({ adults: 1, children: 0, infants: 1 }, 'infants', 1)).toEqual({
      refused: messages.infantsExceedAdults,
    })
  })
  it('keeps at least one adult', () => {
    expect(changeParty({ adults: 1, children: 1, infants: 0 }, 'adults', -1)).toEqual({
      refused: messages.trainAdultRequired,
    })
    expect(messages.trainAdultRequired).toBe('At least one adult required')
  })
  it('does not count below none', () => {
    const party = { adults: 1, children: 0, infants: 0 }
    expect(changeParty(party, 'children', -1)).toEqual({ party })
  })
})
