import type { Airport } from '@rihla/api-contract/flights'
import { describe, expect, it } from 'vitest'
import {
  criteriaOf,
  formOfCriteria,
  initialSearchForm,
  passengerLimits,
  validateSearchForm,
  withTripType,
} from './searchForm'
import type { SearchFormValues } from './searchForm'

const airport = (iata: string, city: string): Airport => ({
  iata,
  city,
  name: `${city} airport`,
  countryCode: 'SA',
  domestic: true,
  timezone: 'Asia/Riyadh',
})
const RUH = airport('RUH', 'Riyadh')
const JED = airport('JED', 'Jeddah')
const DMM = airport('DMM', 'Dammam')
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const form = (patch: Partial<SearchFormValues> = {}): SearchFormValues => ({
  ...initialSearchForm(),
  tripType: 'one_way',
  legs: [{ origin: RUH, destination: JED, date: inDays(10) }],
  ...patch,
})

describe('validateSearchForm', () => {
  it('says what is missing with the spec’s messages', () => {
    const result = validateSearchForm({ ...initialSearchForm() }, 'en')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors['legs.0.origin']).toBe('Departure city is required')
    expect(result.errors['legs.0.destination']).toBe('Arrival city is required')
    expect(result.errors['legs.0.date']).toBe('Date is required')
    expect(result.errors.returnDate).toBe('Both departure and return dates are required')
  })

  it('says it in Arabic', () => {
    const result = validateSearchForm(
      form({ legs: [{ origin: null, destination: JED, date: inDays(3) }] }),
      'ar',
    )
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors['legs.0.origin']).not.toBe('Departure city is required')
  })

  it('accepts a complete one-way search and gives the contract’s criteria', () => {
    const result = validateSearchForm(form({ adults: 2, infants: 1 }), 'en')
    expect(result).toMatchObject({
      ok: true,
      criteria: { tripType: 'one_way', legs: [{ origin: 'RUH', destination: 'JED' }], adults: 2, infants: 1 },
    })
  })

  it('asks for both dates of a round trip', () => {
    const result = validateSearchForm(form({ tripType: 'round_trip', returnDate: null }), 'en')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.returnDate).toBe('Both departure and return dates are required')
  })

  it('refuses more infants than adults and the same airport twice', () => {
    const infants = validateSearchForm(form({ adults: 1, infants: 2 }), 'en')
    expect(!infants.ok && infants.errors.infants).toBe('Infants cannot be more than adults')
    const same = validateSearchForm(
      form({ legs: [{ origin: RUH, destination: RUH, date: inDays(5) }] }),
      'en',
    )
    expect(!same.ok && same.errors['legs.0.destination']).toBe(
      'Departure and arrival cities must be different',
    )
  })

  it('checks every flight of a multi-city trip', () => {
    const multi = withTripType(form(), 'multi_city')
    expect(multi.legs).toHaveLength(2)
    expect(multi.legs[1]?.origin).toBe(JED)
    const result = validateSearchForm(multi, 'en')
    expect(!result.ok && result.errors['legs.1.destination']).toBe('Arrival city is required')
    const complete = validateSearchForm(
      { ...multi, legs: [multi.legs[0]!, { origin: JED, destination: DMM, date: inDays(12) }] },
      'en',
    )
    expect(complete.ok).toBe(true)
  })
})

describe('passengerLimits', () => {
  it('keeps infants within adults and seats within nine', () => {
    expect(passengerLimits({ adults: 2, children: 3, infants: 0 })).toEqual({
      adults: 6,
      children: 7,
      infants: 2,
    })
  })
})

describe('formOfCriteria', () => {
  const criteria = {
    tripType: 'round_trip' as const,
    legs: [{ origin: 'RUH', destination: 'JED', date: inDays(10) }],
    returnDate: inDays(17),
    cabin: 'business' as const,
    adults: 2,
    children: 1,
    infants: 1,
    currency: 'SAR',
  }

  it('fills the form from a search once its airports are known', () => {
    const values = formOfCriteria(
      criteria,
      new Map([
        ['RUH', RUH],
        ['JED', JED],
      ]),
    )
    expect(values).toEqual({
      tripType: 'round_trip',
      legs: [{ origin: RUH, destination: JED, date: inDays(10) }],
      returnDate: inDays(17),
      cabin: 'business',
      adults: 2,
      children: 1,
      infants: 1,
    })
    // The form then stands for the same search (the currency is the visitor's, not the form's).
    const { currency: _visitors, ...search } = criteria
    expect(criteriaOf(values!)).toEqual(search)
  })

  it('waits for every airport', () => {
    expect(formOfCriteria(criteria, new Map([['RUH', RUH]]))).toBeNull()
  })
})
