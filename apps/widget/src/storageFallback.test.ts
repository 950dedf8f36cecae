import { describe, expect, it } from 'vitest'
import { provideMemoryStorage } from './storageFallback'

describe('provideMemoryStorage', () => {
  it('gives a frame refused its storage one in memory, and leaves working storage alone', () => {
    const sessionStorage = window.sessionStorage
    const frame = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
      sessionStorage,
    } as unknown as Window
    provideMemoryStorage(frame)
    frame.localStorage.setItem('rihla:user', '{"id":"u1"}')
    expect(frame.localStorage.getItem('rihla:user')).toBe('{"id":"u1"}')
    expect(frame.localStorage.length).toBe(1)
    expect(frame.sessionStorage).toBe(sessionStorage)
  })
})
