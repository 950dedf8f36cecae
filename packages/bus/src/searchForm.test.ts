import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import { describe, expect, it } from 'vitest'
import { criteriaOfResults, emptySearchForm, resultsLocation, validateBusSearchForm } from './searchForm'

const inAMonth = addDays(todayInSaudiArabia(), 30)

describe('validateBusSearchForm', () => {
  it('says what is missing in the contract’s words, in the visitor’s language', () => {
    const result = validateBusSearchForm(emptySearchForm(), 'SAR', 'en')
    expect(result.ok).toBe(false)
    expect(result.ok || [result.errors.from, result.errors.date]).toEqual([
      'Departure city is required',
      'Date is required',
    ])
    const arabic = validateBusSearchForm(emptySearchForm(), 'SAR', 'ar')
    expect(arabic.ok || arabic.errors.from).toBe('مدينة المغادرة مطلوبة')
  })

  it('refuses more infants than adults to hold them', () => {
    const result = validateBusSearchForm(
      { from: 'riyadh', to: 'dammam', date: inAMonth, adults: 1, children: 0, infants: 2 },
      'SAR',
      'en',
    )
    expect(result.ok).toBe(false)
    expect(result.ok || Object.keys(result.errors)).toEqual(['infants'])
  })

  it('gives the criteria of a whole form, the currency the visitor chose', () => {
    const values = { from: 'riyadh', to: 'dammam', date: inAMonth, adults: 1, children: 1, infants: 0 }
    const result = validateBusSearchForm(values, 'USD', 'en')
    expect(result).toEqual({ ok: true, criteria: { ...values, currency: 'USD' } })
    expect(result.ok && resultsLocation(result.criteria)).toEqual({
      to: '/{-$locale}/bus/$cities',
      params: { cities: 'riyadh-to-dammam' },
      search: { date: inAMonth, adults: 1, children: 1, infants: 0 },
    })
  })
})

describe('criteriaOfResults', () => {
  it('is the search a results address names, riyals when no currency is chosen', () => {
    expect(
      criteriaOfResults({ from: 'riyadh', to: 'dammam' }, { date: inAMonth, children: 1 }, null),
    ).toEqual({
      from: 'riyadh',
      to: 'dammam',
      date: inAMonth,
      adults: 1,
      children: 1,
      infants: 0,
      currency: 'SAR',
    })
  })

  it('is nothing for an address without a day', () => {
    expect(criteriaOfResults({ from: 'riyadh', to: 'dammam' }, {}, 'SAR')).toBeNull()
  })
})
