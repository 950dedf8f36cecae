import { describe, expect, it, vi } from 'vitest'
import { connectHost } from './hostBridge'
import { FRAME_SOURCE, HOST_SOURCE } from './protocol'

const HOST = 'https://partner.example'

/** A frame's window inside a parent, with the browser's record of its ancestors' origins. */
function framedWindow(ancestorOrigins: string[] = [HOST]) {
  const parent = { postMessage: vi.fn() }
  const listeners = new Set<(event: MessageEvent) => void>()
  const self = {
    parent,
    location: { ancestorOrigins: Object.assign([...ancestorOrigins], { item: () => null }) },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  }
  const receive = (data: unknown, origin: string, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent))
  return { self: self as unknown as Window, parent, receive, listeners }
}

const options = (self: Window, overrides = {}) => ({
  hostOrigin: HOST,
  frameId: 'rihla-widget-1',
  allowedOrigins: [HOST],
  self,
  ...overrides,
})

describe('connectHost', () => {
  it('posts to the partner’s origin only, marked with the frame’s name', () => {
    const { self, parent } = framedWindow()
    connectHost(options(self))?.post({ type: 'resize', height: 640 })
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'resize', height: 640, source: FRAME_SOURCE, frame: 'rihla-widget-1' },
      HOST,
    )
  })

  it('refuses a host that is not one of the partner’s origins', () => {
    const { self } = framedWindow(['https://evil.example'])
    expect(connectHost(options(self, { hostOrigin: 'https://evil.example' }))).toBeNull()
  })

  it('refuses a named host the browser says is not the parent', () => {
    const { self } = framedWindow(['https://evil.example'])
    expect(connectHost(options(self))).toBeNull()
  })

  it('has no host in a plain iframe or outside a frame', () => {
    const { self } = framedWindow()
    expect(connectHost(options(self, { hostOrigin: null }))).toBeNull()
    const top = { location: {} } as unknown as Window & { parent: Window }
    Object.assign(top, { parent: top })
    expect(connectHost(options(top))).toBeNull()
  })

  it('hears only the parent at the partner’s origin, and only the widget’s messages', () => {
    const { self, receive } = framedWindow()
    const onMessage = vi.fn()
    const stop = connectHost(options(self))!.listen(onMessage)
    const navigate = { source: HOST_SOURCE, type: 'navigate', path: '/hotels' }
    receive(navigate, 'https://evil.example')
    receive(navigate, HOST, { postMessage: vi.fn() })
    receive({ ...navigate, path: '//evil.example/x' }, HOST)
    receive({ ...navigate, path: 'https://evil.example' }, HOST)
    expect(onMessage).not.toHaveBeenCalled()
    receive(navigate, HOST)
    expect(onMessage).toHaveBeenCalledWith(navigate)
    stop()
    receive(navigate, HOST)
    expect(onMessage).toHaveBeenCalledTimes(1)
  })
})
