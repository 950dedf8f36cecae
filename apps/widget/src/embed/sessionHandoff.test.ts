import { afterEach, describe, expect, it } from 'vitest'
import { handOffSession, takeHandedOffSession } from './sessionHandoff'

afterEach(() => {
  window.name = ''
  localStorage.clear()
})

describe('the session handed off through the frame’s name', () => {
  it('comes back into storage after the navigation, and the frame gets its name back', () => {
    const user = JSON.stringify({ id: 'u1', api_token: 't1' })
    localStorage.setItem('rihla:user', user)
    handOffSession('rihla-widget-7')
    expect(window.name).not.toBe('rihla-widget-7')
    localStorage.clear() // what a frame refused its storage keeps after a navigation: nothing
    expect(takeHandedOffSession()).toBe('rihla-widget-7')
    expect(window.name).toBe('rihla-widget-7')
    expect(localStorage.getItem('rihla:user')).toBe(user)
    // Once only: a later load of the frame finds nothing to take.
    expect(takeHandedOffSession()).toBeNull()
  })

  it('leaves an ordinary frame name alone and ignores a name it cannot read', () => {
    window.name = 'rihla-widget-1'
    expect(takeHandedOffSession()).toBeNull()
    expect(window.name).toBe('rihla-widget-1')
    window.name = 'rihla-handoff:{not json'
    expect(takeHandedOffSession()).toBeNull()
    expect(localStorage.getItem('rihla:user')).toBeNull()
  })
})
