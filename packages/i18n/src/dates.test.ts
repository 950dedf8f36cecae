import { describe, expect, it } from 'vitest'
import { formatDate, formatDateRange, formatHijriDate, formatTime } from './dates'

describe('formatDate', () => {
  it('keeps a calendar date on its day in any time zone', () => {
    expect(formatDate('2026-12-18', 'en', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '18 December 2026',
    )
  })

  it('writes Arabic month names with Western digits', () => {
    const text = formatDate('2026-12-18', 'ar', { day: 'numeric', month: 'long', year: 'numeric' })
    expect(text).toContain('ديسمبر')
    expect(text).toContain('18')
    expect(text).toContain('2026')
  })

  it('reads instants in Riyadh time', () => {
    expect(formatTime('2026-12-18T21:30:00Z', 'en')).toBe('00:30')
  })
})

describe('Hijri dates', () => {
  it('shows the Umm al-Qura date of a Gregorian day', () => {
    // 1 Ramadan 1448 AH falls on 8 February 2027 in the Umm al-Qura calendar.
    const arabic = formatHijriDate('2027-02-08', 'ar', { day: 'numeric', month: 'long', year: 'numeric' })
    expect(arabic).toContain('رمضان')
    expect(arabic).toMatch(/\b1\b/)
    expect(arabic).toContain('1448')
    expect(formatHijriDate('2027-02-08', 'en', { month: 'long' })).toMatch(/Ramadan/)
  })
})

describe('formatDateRange', () => {
  it('collapses a range within one month', () => {
    expect(formatDateRange('2026-12-11', '2026-12-13', 'en', { day: 'numeric', month: 'short' })).toMatch(
      /11\s*[–-]\s*13 Dec/,
    )
  })
})

describe('the same text in every ICU', () => {
  // The site's server (Node's ICU) renders what the browser (Chromium's) hydrates: no thin or narrow
  // no-break spaces, which one of them writes and the other does not.
  it('spaces a range and a time the same way on the server and in the browser', () => {
    const range = formatDateRange('2026-12-10', '2026-12-12', 'en', { day: 'numeric', month: 'short' })
    expect(range).toBe('10 – 12 Dec')
    expect(formatTime('2026-12-10T12:05:00Z', 'en')).not.toMatch(/[\u2009\u202f]/)
    expect(formatDate('2026-12-10T12:05:00Z', 'en', { timeStyle: 'short', hour12: true })).not.toMatch(
      /[\u2009\u202f]/,
    )
  })
})
