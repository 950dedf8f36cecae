import { describe, expect, it, vi } from 'vitest'
import { GATEWAY_RETURN_SOURCE, isGatewayReturn, openGatewayWindow, returnToOpener } from './gatewayWindow'
import { cardReturnUrl } from './paymentHref'

const ORIGIN = 'https://widget.rihla.example'

function fakeWindow(search = '', opener: unknown = null) {
  const target = new EventTarget()
  return Object.assign(target, {
    location: { origin: ORIGIN, pathname: '/ar/payment/b-1', search },
    opener,
    open: vi.fn(),
    close: vi.fn(),
  }) as unknown as Window & { open: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn> }
}

const message = (init: { origin: string; source: unknown; data: unknown }) =>
  Object.assign(new Event('message'), init) as MessageEvent

describe('openGatewayWindow', () => {
  it('hears the return address from its own window at its own origin only, once', () => {
    const win = fakeWindow()
    const gateway = {}
    win.open.mockReturnValue(gateway)
    const onReturn = vi.fn()
    expect(openGatewayWindow('https://api.example/gateway/checkout/c1', onReturn, win)).toBe(true)
    const data = { source: GATEWAY_RETURN_SOURCE, href: '/payment/b-1?ref=RH-1' }
    win.dispatchEvent(message({ origin: 'https://evil.example', source: gateway, data }))
    win.dispatchEvent(message({ origin: ORIGIN, source: {}, data }))
    win.dispatchEvent(message({ origin: ORIGIN, source: gateway, data: { ...data, href: '//evil.example' } }))
    expect(onReturn).not.toHaveBeenCalled()
    win.dispatchEvent(message({ origin: ORIGIN, source: gateway, data }))
    win.dispatchEvent(message({ origin: ORIGIN, source: gateway, data }))
    expect(onReturn).toHaveBeenCalledTimes(1)
    expect(onReturn).toHaveBeenCalledWith('/payment/b-1?ref=RH-1')
  })

  it('says so when the browser refuses the window', () => {
    const win = fakeWindow()
    win.open.mockReturnValue(null)
    expect(openGatewayWindow('https://api.example/gateway/checkout/c1', vi.fn(), win)).toBe(false)
  })
})

describe('returnToOpener', () => {
  it("hands the response page's address to the opener at this origin, and closes", () => {
    const opener = { postMessage: vi.fn() }
    const win = fakeWindow('?payload=p&payment=popup&ref=RH-7', opener)
    expect(returnToOpener(win)).toBe(true)
    expect(opener.postMessage).toHaveBeenCalledWith(
      { source: GATEWAY_RETURN_SOURCE, href: '/ar/payment/b-1?ref=RH-7' },
      ORIGIN,
    )
    expect(win.close).toHaveBeenCalled()
  })

  it('leaves a frame return, a page without an opener or without the gateway’s ref alone', () => {
    const opener = { postMessage: vi.fn() }
    expect(returnToOpener(fakeWindow('?payment=popup&ref=RH-7'))).toBe(false)
    expect(returnToOpener(fakeWindow('?ref=RH-7', opener))).toBe(false)
    expect(returnToOpener(fakeWindow('?payment=popup', opener))).toBe(false)
    expect(opener.postMessage).not.toHaveBeenCalled()
  })

  it('recognises only its own messages', () => {
    expect(isGatewayReturn({ source: GATEWAY_RETURN_SOURCE, href: '/payment/x' })).toBe(true)
    expect(isGatewayReturn({ source: 'other', href: '/payment/x' })).toBe(false)
    expect(isGatewayReturn({ source: GATEWAY_RETURN_SOURCE, href: 'https://evil.example/' })).toBe(false)
  })
})

describe('cardReturnUrl', () => {
  it("is the response page, with a widget frame's payload and parameters when it has them", () => {
    expect(cardReturnUrl(ORIGIN, 'b-1', 'ar')).toBe(`${ORIGIN}/ar/payment/b-1`)
    expect(cardReturnUrl(ORIGIN, 'b-1', 'en', 'payload=a.b.c&host=https%3A%2F%2Fp.example&frame=f1')).toBe(
      `${ORIGIN}/payment/b-1?payload=a.b.c&host=https%3A%2F%2Fp.example&frame=f1`,
    )
  })
})
