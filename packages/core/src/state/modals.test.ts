import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { MODAL_NAMES, closeAllModalsAtom, modalAtom, openModalNamesAtom } from './modals'

describe('modal registry', () => {
  it('holds the 26 modals of the spec', () => {
    expect(MODAL_NAMES).toHaveLength(26)
    expect(new Set(MODAL_NAMES).size).toBe(26)
  })

  it('opens modals independently and closes them all at once', () => {
    const store = createStore()
    store.set(modalAtom('loginModal'), true)
    store.set(modalAtom('priceModal'), true)
    expect(store.get(openModalNamesAtom)).toEqual(['loginModal', 'priceModal'])
    store.set(closeAllModalsAtom)
    expect(store.get(openModalNamesAtom)).toEqual([])
  })
})
