import { describe, expect, it } from 'vitest'
import { addDays, ageOn, daysBetween, daysLater, isIsoDate, nightsBetween } from './dates'
import { todayInSaudiArabia } from './passenger'

describe('dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
    expect(addDays('2026-11-26', 0)).toBe('2026-11-26')
    // A year still being typed is a year.
    expect(addDays('0002-12-11', 1)).toBe('0002-12-12')
    expect(daysBetween('0002-12-11', '2026-12-11')).toBe(739_251)
  })

  it('refuses what is not a calendar day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
    expect(() => daysBetween('2026-11-26', '26/11/2026')).toThrow(RangeError)
    expect(() => ageOn('2026-13-01', '2026-11-26')).toThrow(RangeError)
  })

  it('tells a calendar day written YYYY-MM-DD from any other text', () => {
    for (const day of ['2026-11-26', '2028-02-29', '0019-01-05', '9999-12-31'])
      expect(isIsoDate(day)).toBe(true)
    for (const text of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-11-26T00:00',
      '26/11/2026',
      '',
    ])
      expect(isIsoDate(text)).toBe(false)
  })

  it('counts days later from today in Saudi Arabia, or from a given day', () => {
    expect(daysLater(0)).toBe(todayInSaudiArabia())
    expect(daysLater(7, '2026-11-26')).toBe('2026-12-03')
  })

  it('counts whole days between two days, negative backwards', () => {
    expect(daysBetween('2026-11-26', '2026-12-03')).toBe(7)
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1)
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29)
  })

  it('counts a hotel stay’s nights, none when check-out is not after check-in', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(nightsBetween('2026-12-30', '2026-12-30')).toBe(0)
    expect(nightsBetween('2026-12-30', '2026-12-29')).toBe(0)
  })

  it('gives completed years of age, the birthday itself counting', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25)
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26)
    expect(ageOn('2024-02-29', '2027-02-28')).toBe(2)
    expect(ageOn('2024-02-29', '2027-03-01')).toBe(3)
  })
})
