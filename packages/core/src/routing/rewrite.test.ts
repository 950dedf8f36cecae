import { describe, expect, it } from 'vitest'
import { createLocaleRewrite, mergeSlugs } from './rewrite'

const rewrite = createLocaleRewrite({ 'about-us': { ar: 'من-نحن' }, 'contact-us': { ar: 'اتصل-بنا' } })
const input = (href: string) => rewrite.input?.({ url: new URL(href) })
const output = (href: string) => rewrite.output?.({ url: new URL(href) })
const pathOf = (value: ReturnType<typeof input>) =>
  value ? decodeURIComponent(new URL(value).pathname) : undefined

describe('createLocaleRewrite', () => {
  it('maps an Arabic slug in an Arabic URL to the English route path', () => {
    expect(pathOf(input('https://rihla.example/ar/%D9%85%D9%86-%D9%86%D8%AD%D9%86'))).toBe('/ar/about-us')
  })

  it('writes the Arabic slug into Arabic URLs and keeps the search', () => {
    const url = output('https://rihla.example/ar/contact-us?ref=footer')
    expect(pathOf(url)).toBe('/ar/اتصل-بنا')
    expect(new URL(String(url)).search).toBe('?ref=footer')
  })

  it('leaves English and unprefixed URLs alone', () => {
    expect(output('https://rihla.example/about-us')).toBeUndefined()
    expect(output('https://rihla.example/en/about-us')).toBeUndefined()
    expect(input('https://rihla.example/ar/unknown')).toBeUndefined()
  })
})

describe('mergeSlugs', () => {
  it('merges fragments and refuses two Arabic forms of one slug', () => {
    expect(mergeSlugs([{ a: { ar: 'أ' } }, { b: { ar: 'ب' } }])).toEqual({ a: { ar: 'أ' }, b: { ar: 'ب' } })
    expect(() => mergeSlugs([{ a: { ar: 'أ' } }, { a: { ar: 'ب' } }])).toThrow(/different Arabic slugs/)
  })
})
