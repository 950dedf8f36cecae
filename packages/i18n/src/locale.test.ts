import { describe, expect, it } from 'vitest'
import { directionOf, intlLocale } from './locale'

describe('locale helpers', () => {
  it('reads Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
  })

  it('chooses the calendar through the Unicode extension', () => {
    expect(new Intl.DateTimeFormat(intlLocale('ar', 'islamic-umalqura')).resolvedOptions().calendar).toBe(
      'islamic-umalqura',
    )
    expect(new Intl.DateTimeFormat(intlLocale('ar')).resolvedOptions().numberingSystem).toBe('latn')
  })
})
