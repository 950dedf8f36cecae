import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import { describe, expect, it } from 'vitest'
import { validateTrainSearchForm } from './searchForm'
import { initialTrainSearchForm } from './state'

const inDays = (days: number) => addDays(todayInSaudiArabia(), days)

describe('validateTrainSearchForm', () => {
  it('asks for the stations and the date in the spec’s words', () => {
    const result = validateTrainSearchForm(initialTrainSearchForm(), 'en', 'SAR')
    expect(result).toEqual({
      ok: false,
      errors: {
        from: 'Departure city is required',
        to: 'Arrival city is required',
        date: 'Date is required',
      },
    })
  })
  it('says it in Arabic', () => {
    const result = validateTrainSearchForm(initialTrainSearchForm(), 'ar', 'SAR')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.from).not.toBe('Departure city is required')
  })
  it('gives the search the server takes', () => {
    const date = inDays(10)
    const values = {
      ...initialTrainSearchForm(),
      from: 'HHR-MAK',
      to: 'HHR-MED',
      date,
      adults: 2,
      children: 1,
    }
    expect(validateTrainSearchForm(values, 'en', 'SAR')).toEqual({
      ok: true,
      criteria: { from: 'HHR-MAK', to: 'HHR-MED', date, adults: 2, children: 1, infants: 0, currency: 'SAR' },
    })
  })
  it('refuses a date beyond the timetable and a fifth seat', () => {
    const values = {
      ...initialTrainSearchForm(),
      from: 'HHR-MAK',
      to: 'HHR-MED',
      date: inDays(90),
      adults: 3,
      children: 2,
    }
    const result = validateTrainSearchForm(values, 'en', 'SAR')
    expect(result).toEqual({
      ok: false,
      errors: { date: 'Trains can be booked up to 84 days ahead', children: 'Maximum 4 seats per booking' },
    })
  })
})
