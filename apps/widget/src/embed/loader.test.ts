import { describe, expect, it, vi } from 'vitest'
import { createEmbedder, frameUrl } from './loader'
import { FRAME_SOURCE } from './protocol'

const WIDGET = 'https://widget.rihla.example'
const HOST = 'https://partner.example'

function embedWidget() {
  const embedder = createEmbedder(WIDGET, HOST)
  const target = new EventTarget()
  const iframe = embedder.create({ payload: 'signed.payload', locale: 'ar', verticals: 'hotel' }, target)
  // The frame's window as the page sees it (the test document loads no frame pages).
  const frameWindow = { postMessage: vi.fn() } as unknown as Window
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow })
  const events: CustomEvent[] = []
  for (const name of ['rihla:ready', 'rihla:navigate', 'rihla:booking-completed'])
    target.addEventListener(name, (event) => events.push(event as CustomEvent))
  const message = (data: object) => ({ source: FRAME_SOURCE, frame: iframe.name, ...data })
  return { embedder, iframe, frameWindow, events, message }
}

describe('frameUrl', () => {
  it('opens the widget in the page’s language with the payload, the host and the frame’s name', () => {
    const url = new URL(
      frameUrl(
        WIDGET,
        { payload: 'a.b.c', locale: 'ar', verticals: 'hotel,event', currency: 'AED', payment: 'popup' },
        HOST,
        'f1',
      ),
    )
    expect(url.origin + url.pathname).toBe(`${WIDGET}/ar/`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payload: 'a.b.c',
      host: HOST,
      frame: 'f1',
      verticals: 'hotel,event',
      currency: 'AED',
      payment: 'popup',
    })
    expect(new URL(frameUrl(WIDGET, { payload: 'p' }, HOST, 'f2')).pathname).toBe('/')
  })
})

describe('createEmbedder', () => {
  it('sizes its frame to the height the widget reports', () => {
    const { embedder, iframe, frameWindow, message } = embedWidget()
    embedder.receive({ origin: WIDGET, source: frameWindow, data: message({ type: 'resize', height: 812 }) })
    expect(iframe.style.height).toBe('812px')
  })

  it('ignores messages from another origin, another window, or not of the widget', () => {
    const { embedder, iframe, frameWindow, message } = embedWidget()
    const resize = message({ type: 'resize', height: 99 })
    embedder.receive({ origin: 'https://evil.example', source: frameWindow, data: resize })
    embedder.receive({ origin: WIDGET, source: window, data: resize })
    embedder.receive({ origin: WIDGET, source: frameWindow, data: { ...resize, frame: 'another' } })
    embedder.receive({ origin: WIDGET, source: frameWindow, data: { ...resize, height: 'tall' } })
    embedder.receive({ origin: WIDGET, source: frameWindow, data: 'resize:99' })
    expect(iframe.style.height).toBe('480px')
  })

  it('tells the page about navigation and completed bookings through DOM events', () => {
    const { embedder, frameWindow, events, message } = embedWidget()
    embedder.receive({
      origin: WIDGET,
      source: frameWindow,
      data: message({ type: 'navigate', path: '/ar/hotels', locale: 'ar' }),
    })
    const booking = { uuid: 'b-1', orderId: 'RH-1', bookingType: 'hotel', status: 'Confirmed' }
    embedder.receive({
      origin: WIDGET,
      source: frameWindow,
      data: message({ type: 'booking-completed', ...booking }),
    })
    expect(events.map((event): unknown[] => [event.type, event.detail])).toEqual([
      ['rihla:navigate', { path: '/ar/hotels', locale: 'ar' }],
      ['rihla:booking-completed', booking],
    ])
  })

  it('brings the frame’s top into sight when the traveller opens another page in it, not on its first', () => {
    const { embedder, iframe, frameWindow, message } = embedWidget()
    const scrollIntoView = vi.fn()
    iframe.scrollIntoView = scrollIntoView
    let top = -300
    iframe.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 400, height: 900 })
    const navigate = (path: string) =>
      embedder.receive({
        origin: WIDGET,
        source: frameWindow,
        data: message({ type: 'navigate', path, locale: 'ar' }),
      })

    // The first page: the visitor may have scrolled past the frame while it loaded.
    navigate('/ar/')
    expect(scrollIntoView).not.toHaveBeenCalled()
    navigate('/ar/hotels')
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'start' })
    // The frame's top in sight: the page stays where it is.
    top = 120
    navigate('/ar/hotels/riyadh')
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it('asks the frame to open a page at the widget’s origin only', () => {
    const { embedder, iframe, frameWindow } = embedWidget()
    embedder.navigate(iframe, '/hotels')
    expect(frameWindow.postMessage).toHaveBeenCalledWith(
      { source: 'rihla-host', type: 'navigate', path: '/hotels' },
      WIDGET,
    )
  })

  it('forgets a removed frame', () => {
    const { embedder, iframe, frameWindow, message } = embedWidget()
    embedder.forget(iframe)
    embedder.receive({ origin: WIDGET, source: frameWindow, data: message({ type: 'resize', height: 10 }) })
    expect(iframe.style.height).toBe('480px')
  })
})
