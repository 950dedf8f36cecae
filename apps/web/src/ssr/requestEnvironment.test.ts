// @vitest-environment node
// (a server module: the browser-like test environment would drop a request's Cookie header)
import { describe, expect, it } from 'vitest'
import { acceptedLanguages, requestEnvironment } from './requestEnvironment'

describe('the request environment of a server render', () => {
  it('orders Accept-Language by weight, keeping the order of ties, without wildcards or refusals', () => {
    expect(acceptedLanguages('en-GB,en;q=0.8,ar;q=0.9,*;q=0.1,fr;q=0')).toEqual(['en-GB', 'ar', 'en'])
    expect(acceptedLanguages(null)).toEqual([])
  })

  it('reads the request’s cookies, sees what it wrote over them, and keeps them for Set-Cookie', () => {
    const env = requestEnvironment(
      new Request('https://rihla.example/about-us', {
        headers: { cookie: 'rihla_locale=ar; rihla_currency=USD', 'accept-language': 'ar-SA' },
      }),
    )
    expect(env.server).toBe(true)
    expect(env.readCookie('rihla_locale')).toBe('ar')
    expect(env.languages).toEqual(['ar-SA'])
    env.writeCookie('rihla_currency', 'SAR', 60)
    expect(env.readCookie('rihla_currency')).toBe('SAR')
    expect(env.setCookies).toEqual(['rihla_currency=SAR; Max-Age=60; Path=/; SameSite=Lax; Secure'])
  })

  it('leaves Secure off on plain http (a local run)', () => {
    const env = requestEnvironment(new Request('http://localhost:4173/'))
    env.writeCookie('rihla_locale', 'en', 60)
    expect(env.setCookies[0]).not.toContain('Secure')
  })
})
