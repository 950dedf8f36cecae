import { describe, expect, it } from 'vitest'
import { activateLocale, createCatalogs, createI18n } from './catalogs'

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

describe('createCatalogs', () => {
  const loader =
    (name: string, messages: Record<string, string>, requested: string[]) => (locale: string) => {
      requested.push(`${name}:${locale}`)
      return Promise.resolve({ messages })
    }

  it('loads a page’s catalogs beside the ones always needed, each once per locale', async () => {
    const i18n = createI18n()
    const requested: string[] = []
    const core = loader('core', { a: 'أ' }, requested)
    const fnf = loader('fnf', { b: 'ب' }, requested)
    const catalogs = createCatalogs(i18n, [core])
    await catalogs.activate('ar')
    expect(requested).toEqual(['core:ar'])
    expect(i18n._('b')).toBe('b')
    await catalogs.activate('ar', [fnf])
    await catalogs.activate('ar', [fnf])
    expect(requested).toEqual(['core:ar', 'fnf:ar'])
    expect([i18n._('a'), i18n._('b')]).toEqual(['أ', 'ب'])
  })

  it('readies a catalog for the active locale once, with the same promise', async () => {
    const i18n = createI18n()
    const requested: string[] = []
    const account = loader('account', { c: 'ج' }, requested)
    const catalogs = createCatalogs(i18n, [loader('core', {}, requested)])
    await catalogs.activate('ar')
    const first = catalogs.ready(account)
    expect(first).toBeInstanceOf(Promise)
    expect(catalogs.ready(account)).toBe(first)
    await first
    expect(catalogs.ready(account)).toBeNull()
    expect(i18n._('c')).toBe('ج')
    expect(requested).toEqual(['core:ar', 'account:ar'])
  })
})
