import { describe, expect, it } from 'vitest'
import { storageEnvironment } from './storageEnvironment'

describe('storageEnvironment', () => {
  it('keeps each frame’s values apart in session storage', () => {
    const first = storageEnvironment('rihla-widget-1')
    const second = storageEnvironment('rihla-widget-2')
    first.writeCookie('appData', '{"a":1}', 60)
    expect(first.readCookie('appData')).toBe('{"a":1}')
    expect(second.readCookie('appData')).toBeNull()
    expect(storageEnvironment('rihla-widget-1').readCookie('appData')).toBe('{"a":1}')
  })

  it('falls back to memory where the browser refuses storage to a third-party frame', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const environment = storageEnvironment('rihla-widget-3', refused)
    expect(environment.readCookie('rihla_locale')).toBeNull()
    environment.writeCookie('rihla_locale', 'ar', 60)
    expect(environment.readCookie('rihla_locale')).toBe('ar')
  })
})
