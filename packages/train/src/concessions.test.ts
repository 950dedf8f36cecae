import type { TrainConcessionFare } from '@rihla/api-contract/trains'
import { describe, expect, it } from 'vitest'
import { concessionsFor, fairClaims } from './concessions'

const fare = { amount: 7500, currency: 'SAR' }
const OFFERED: TrainConcessionFare[] = [
  { id: 'student', percent: 25, fare, label: 'Student concession, 25% off', rule: 'student card' },
  { id: 'disability', percent: 50, fare, label: 'Disability concession, 50% off', rule: 'card' },
  { id: 'carer', percent: 50, fare, label: 'Carer concession, 50% off', rule: 'one carer' },
]

describe('train concessions', () => {
  it('offers a student fare to adults only and nothing to an infant', () => {
    expect(concessionsFor('adult', OFFERED).map((c) => c.id)).toEqual(['student', 'disability', 'carer'])
    expect(concessionsFor('child', OFFERED).map((c) => c.id)).toEqual(['disability', 'carer'])
    expect(concessionsFor('infant', OFFERED)).toEqual([])
  })

  it('keeps one carer per traveller with a disability and drops claims a traveller cannot make', () => {
    expect(
      fairClaims(
        ['adult', 'adult', 'adult', 'child', 'infant'],
        ['disability', 'carer', 'carer', 'student', 'disability'],
        OFFERED,
      ),
    ).toEqual(['disability', 'carer', null, null, null])
    expect(fairClaims(['adult', 'adult'], ['carer'], OFFERED)).toEqual([null, null])
    // A class that sells no concessions takes no claim.
    expect(fairClaims(['adult'], ['student'], [])).toEqual([null])
  })
})
