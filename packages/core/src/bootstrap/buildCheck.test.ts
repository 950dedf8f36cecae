import { afterEach, describe, expect, it, vi } from 'vitest'
import { BuildCheck, RELOAD_GUARD_TTL_MS, isChunkLoadError, reloadOnce } from './buildCheck'

afterEach(() => sessionStorage.clear())

describe('BuildCheck', () => {
  it('marks a reload when builds/latest.json names another build', async () => {
    const check = new BuildCheck('build-1', () => Promise.resolve({ id: 'build-2', timestamp: 1 }))
    await check.check()
    expect(check.reloadPending).toBe(true)
  })

  it('stays put on the same build and on an unreadable answer', async () => {
    const same = new BuildCheck('build-1', () => Promise.resolve({ id: 'build-1', timestamp: 1 }))
    await same.check()
    expect(same.reloadPending).toBe(false)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const broken = new BuildCheck('build-1', () => Promise.reject(new Error('offline')))
    await broken.check()
    expect(broken.reloadPending).toBe(false)
  })

  it('marks a reload when a lazy chunk fails to load', () => {
    const check = new BuildCheck('build-1', () => Promise.resolve(null))
    const stop = check.start()
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(check.reloadPending).toBe(true)
    stop()
  })
})

describe('reloadOnce', () => {
  it('reloads once per path within the guard window', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const now = 1_000_000
    expect(reloadOnce('/about-us', sessionStorage, now)).toBe(true)
    expect(reloadOnce('/about-us', sessionStorage, now + 1_000)).toBe(false)
    expect(reloadOnce('/contact-us', sessionStorage, now + 1_000)).toBe(true)
    expect(reloadOnce('/contact-us', sessionStorage, now + RELOAD_GUARD_TTL_MS + 1_001)).toBe(true)
    expect(assign).toHaveBeenCalledTimes(3)
  })

  it('recognises chunk-load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Network down'))).toBe(false)
  })
})
