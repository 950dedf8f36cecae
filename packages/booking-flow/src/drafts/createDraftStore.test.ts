import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDraftStore } from './createDraftStore'

const empty = () => ({ name: '', count: 0 })

describe('createDraftStore', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps each session’s draft in session storage under the vertical’s key', () => {
    const { draftAtom } = createDraftStore('trains', empty)
    const store = createStore()
    expect(store.get(draftAtom('ref-1'))).toEqual(empty())
    store.set(draftAtom('ref-1'), { name: 'Sara' })
    expect(JSON.parse(sessionStorage.getItem('rihla:trains:drafts') ?? '{}')).toEqual({
      'ref-1': { name: 'Sara', count: 0 },
    })
    // A store made later starts from what is stored.
    expect(createStore().get(draftAtom('ref-1'))).toEqual({ name: 'Sara', count: 0 })
  })

  it('forgets one session’s draft and keeps the others', () => {
    const { draftAtom, forgetDraftAtom } = createDraftStore('trains', empty)
    const store = createStore()
    store.set(draftAtom('ref-1'), { count: 1 })
    store.set(draftAtom('ref-2'), { count: 2 })
    store.set(forgetDraftAtom, 'ref-1')
    expect(store.get(draftAtom('ref-1'))).toEqual(empty())
    expect(JSON.parse(sessionStorage.getItem('rihla:trains:drafts') ?? '{}')).toEqual({
      'ref-2': { name: '', count: 2 },
    })
  })
})
