import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testUser } from '../testing/siteData'
import { preferencesAtom } from './preferences'
import { isAuthenticatedAtom, userAtom } from './session'
import { restoreStoredValues } from './storage'

const storedPreferences = { selectedCurrency: 'USD', selectedLanguage: 'ar', captchaToken: 'solved' }

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('values kept in localStorage', () => {
  it('hold their defaults until restored, then the stored values', async () => {
    localStorage.setItem('rihla:user', JSON.stringify(testUser))
    localStorage.setItem('rihla:preferences', JSON.stringify(storedPreferences))
    const store = createStore()
    expect(store.get(userAtom)).toBeNull()
    expect(store.get(preferencesAtom).selectedCurrency).toBeNull()

    expect(await restoreStoredValues(store)).toBe(true)
    expect(store.get(userAtom)).toEqual(testUser)
    expect(store.get(isAuthenticatedAtom)).toBe(true)
    expect(store.get(preferencesAtom)).toEqual(storedPreferences)
    // Once per store.
    expect(await restoreStoredValues(store)).toBe(false)
  })

  it('replay an update made before the restore on the stored value, keeping its other fields', async () => {
    localStorage.setItem('rihla:preferences', JSON.stringify(storedPreferences))
    const store = createStore()
    store.set(preferencesAtom, (preferences) => ({ ...preferences, selectedLanguage: 'en' }))
    expect(store.get(preferencesAtom).selectedLanguage).toBe('en')
    // Nothing is written over the stored copy before it has been read.
    expect(JSON.parse(localStorage.getItem('rihla:preferences')!)).toEqual(storedPreferences)

    await restoreStoredValues(store)
    const expected = { ...storedPreferences, selectedLanguage: 'en' }
    expect(store.get(preferencesAtom)).toEqual(expected)
    expect(JSON.parse(localStorage.getItem('rihla:preferences')!)).toEqual(expected)
  })

  it('read a stored value that no longer parses as the default', async () => {
    localStorage.setItem('rihla:user', JSON.stringify({ ...testUser, api_token: 42 }))
    localStorage.setItem('rihla:preferences', '{not json')
    const store = createStore()
    await restoreStoredValues(store)
    expect(store.get(userAtom)).toBeNull()
    expect(store.get(preferencesAtom)).toEqual({
      selectedCurrency: null,
      selectedLanguage: 'en',
      captchaToken: null,
    })
  })

  it('write through once restored, and follow what another tab writes', async () => {
    const store = createStore()
    await restoreStoredValues(store)
    store.set(userAtom, testUser)
    expect(JSON.parse(localStorage.getItem('rihla:user')!)).toEqual(testUser)

    // Another tab signs out.
    localStorage.setItem('rihla:user', 'null')
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'rihla:user', newValue: 'null', storageArea: localStorage }),
    )
    expect(store.get(userAtom)).toBeNull()
  })

  it('live in memory where the browser refuses storage (a widget framed by another site)', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
    })
    const store = createStore()
    expect(await restoreStoredValues(store)).toBe(true)
    expect(store.get(userAtom)).toBeNull()
    store.set(userAtom, testUser)
    expect(store.get(isAuthenticatedAtom)).toBe(true)
  })
})
