import type { FrameMessage } from './protocol'
import { HOST_EVENTS, HOST_SOURCE, isFrameMessage } from './protocol'

/** What a partner sets on the script tag (`data-*`) or on `<rihla-widget>`. */
export interface EmbedOptions {
  payload: string
  /** Comma-separated verticals, a subset of those the payload allows. */
  verticals?: string | null
  locale?: string | null
  currency?: string | null
  /** Where the card gateway's page opens: in the widget's frame (the default) or a new window. */
  payment?: string | null
}

/** The frame's address: the widget in the page's language, with the payload and the loader's notes. */
export function frameUrl(widgetOrigin: string, options: EmbedOptions, hostOrigin: string, frameId: string) {
  const url = new URL(options.locale === 'ar' ? '/ar/' : '/', widgetOrigin)
  const search = url.searchParams
  search.set('payload', options.payload)
  search.set('host', hostOrigin)
  search.set('frame', frameId)
  if (options.verticals) search.set('verticals', options.verticals)
  if (options.currency) search.set('currency', options.currency)
  if (options.payment === 'popup') search.set('payment', 'popup')
  return url.href
}

interface Embedded {
  iframe: HTMLIFrameElement
  /** Where the widget's events are dispatched: the `<rihla-widget>` element, or the frame itself. */
  target: EventTarget
  /** Whether the widget has shown its first page: the pages after it are the traveller's moves. */
  shown: boolean
}

/**
 * The widgets one loader put on the page. A message counts only from the widget's origin and from the
 * very frame it names; anything else on the page (its own scripts, other frames) is ignored.
 */
export function createEmbedder(widgetOrigin: string, hostOrigin: string, doc: Document = document) {
  const frames = new Map<string, Embedded>()

  function create(options: EmbedOptions, target?: EventTarget): HTMLIFrameElement {
    const id = `rihla-widget-${Math.random().toString(36).slice(2, 10)}`
    const iframe = doc.createElement('iframe')
    iframe.name = id
    iframe.src = frameUrl(widgetOrigin, options, hostOrigin, id)
    iframe.title = options.locale === 'ar' ? 'احجز مع رحلة' : 'Book with Rihla'
    iframe.allow = 'payment'
    // Until the widget reports its height, room for its loading screen.
    iframe.style.cssText = 'display:block;width:100%;height:480px;border:0'
    frames.set(id, { iframe, target: target ?? iframe, shown: false })
    return iframe
  }

  function receive(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>) {
    if (event.origin !== widgetOrigin || !isFrameMessage(event.data)) return
    const message: FrameMessage = event.data
    const embedded = frames.get(message.frame)
    if (!embedded || embedded.iframe.contentWindow !== event.source) return
    if (message.type === 'resize') {
      embedded.iframe.style.height = `${message.height}px`
      return
    }
    if (message.type === 'navigate') {
      // Nothing scrolls inside the frame, so a page the traveller opens in it would start wherever the
      // partner's page stood, often at the previous page's foot: it starts at its top, as the partner's
      // own pages do (a sticky header's room comes from the frame's scroll-margin-top).
      if (embedded.shown && embedded.iframe.getBoundingClientRect().top < 0)
        embedded.iframe.scrollIntoView({ block: 'start' })
      embedded.shown = true
    }
    const { source: _source, frame: _frame, type, ...detail } = message
    embedded.target.dispatchEvent(
      new CustomEvent(HOST_EVENTS[type], { bubbles: true, composed: true, detail }),
    )
  }

  /** Opens a page of the widget in its frame (a path such as /hotels), for the partner's own links. */
  function navigate(iframe: HTMLIFrameElement, path: string) {
    iframe.contentWindow?.postMessage({ source: HOST_SOURCE, type: 'navigate', path }, widgetOrigin)
  }

  return { create, receive, navigate, forget: (iframe: HTMLIFrameElement) => frames.delete(iframe.name) }
}
