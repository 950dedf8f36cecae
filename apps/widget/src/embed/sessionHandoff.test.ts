import { afterEach, describe, expect, it } from 'vitest'
import { handOffSession, takeHandedOffSession } from './sessionHandoff'

afterEach(() => {
  window.name = ''
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})

/** The card gateway's return to the frame: the payment response page with its `ref`. */
const returnFromGateway = () => window.history.replaceState(null, '', '/ar/payment/b1?ref=RH-PAY-1&payload=p')

describe('the session handed off through the frame’s name', () => {
  it('comes back into storage after the navigation, and the frame gets its name back', () => {
    const user = JSON.stringify({ id: 'u1', api_token: 't1' })
    localStorage.setItem('rihla:user', user)
    handOffSession('rihla-widget-7')
    expect(window.name).not.toBe('rihla-widget-7')
    localStorage.clear() // what a frame refused its storage keeps after a navigation: nothing
    returnFromGateway()
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
    returnFromGateway()
    window.name = 'rihla-handoff:{not json'
    expect(takeHandedOffSession()).toBeNull()
    expect(localStorage.getItem('rihla:user')).toBeNull()
  })

  it('takes no session from a frame name anywhere but on the gateway’s return', () => {
    const forged = `rihla-handoff:${JSON.stringify({ frame: 'w', user: JSON.stringify({ id: 'someone-else' }) })}`
    for (const address of ['/', '/hotels', '/ar/payment/b1', '/payment/b1/extra?ref=x']) {
      window.history.replaceState(null, '', address)
      window.name = forged
      expect(takeHandedOffSession(), address).toBeNull()
      expect(window.name, address).toBe('')
      expect(localStorage.getItem('rihla:user'), address).toBeNull()
    }
  })
})
