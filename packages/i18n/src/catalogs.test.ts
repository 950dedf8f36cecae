import { describe, expect, it } from 'vitest'
import { activateLocale, createI18n } from './catalogs'

describe('activateLocale', () => {
  it('merges every package catalog for the locale and activates it', async () => {
    const i18n = createI18n()
    const requested: string[] = []
    await activateLocale(i18n, 'ar', [
      (locale) => (requested.push(`core:${locale}`), Promise.resolve({ messages: { a: 'أ' } })),
      (locale) => (requested.push(`web:${locale}`), Promise.resolve({ messages: { b: 'ب' } })),
    ])
    expect(i18n.locale).toBe('ar')
    expect(requested).toEqual(['core:ar', 'web:ar'])
    expect(i18n._('a')).toBe('أ')
    expect(i18n._('b')).toBe('ب')
  })
})
