import { emptyPassenger } from '@rihla/fnf'
import { describe, expect, it } from 'vitest'
import { isFamilyParty } from './party'
import { busPassengerRules, passengerSlotsOf } from './passengers'

describe('passengerSlotsOf', () => {
  it('is one form per traveller, adults then children then infants, with what the draft holds', () => {
    const huda = { ...emptyPassenger, firstName: 'Huda' }
    const slots = passengerSlotsOf({ adults: 1, children: 1, infants: 1 }, [huda])
    expect(slots.map((slot) => [slot.index, slot.type, slot.ordinal])).toEqual([
      [0, 'adult', 1],
      [1, 'child', 1],
      [2, 'infant', 1],
    ])
    expect(slots.map((slot) => slot.values.firstName)).toEqual(['Huda', '', ''])
  })
})

describe('busPassengerRules', () => {
  it('asks a traveller for the national ID, as the order does', () => {
    const traveller = {
      ...emptyPassenger,
      firstName: 'Faisal',
      lastName: 'Alqahtani',
      dateOfBirth: '1979-11-20',
      prefix: 'Mr',
      nationality: 'SA',
      gender: 'male',
    }
    const rules = busPassengerRules('adult', '2026-12-29')
    expect(rules.safeParse(traveller).success).toBe(false)
    expect(rules.safeParse({ ...traveller, nationalId: '1023456815' }).success).toBe(true)
  })
})

describe('isFamilyParty', () => {
  it('is a party with a child or an infant: the front rows are theirs', () => {
    expect(isFamilyParty({ children: 0, infants: 0 })).toBe(false)
    expect(isFamilyParty({ children: 1, infants: 0 })).toBe(true)
    expect(isFamilyParty({ children: 0, infants: 1 })).toBe(true)
  })
})
