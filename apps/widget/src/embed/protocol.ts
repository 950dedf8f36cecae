/**
 * The messages between a widget's frame and the page embedding it (postMessage). Both sides check
 * where a message comes from: the frame posts only to the partner's origin and reads only from its
 * parent at that origin; the loader reads only from the widget's origin and from its own frames.
 * Kept free of imports: the loader (embed.js) includes it and must stay tiny.
 */

/** Marks the widget's messages among whatever else a partner's page posts. */
export const FRAME_SOURCE = 'rihla-widget'
export const HOST_SOURCE = 'rihla-host'

/** The frame to the host page. */
export type FrameMessage = { source: typeof FRAME_SOURCE; frame: string } & (
  | { type: 'ready' }
  /** The page's height in CSS pixels: the host sizes the frame to it, so nothing scrolls inside. */
  | { type: 'resize'; height: number }
  /** A page of the widget was shown: its path and language. */
  | { type: 'navigate'; path: string; locale: string }
  /** A booking was paid and confirmed in the widget. */
  | { type: 'booking-completed'; uuid: string; orderId: string; bookingType: string; status: string }
)

/** The host page to the frame: open one of the widget's pages (a partner's own "book a hotel" link). */
export type HostMessage = { source: typeof HOST_SOURCE; type: 'navigate'; path: string }

/** The DOM events the loader dispatches on each widget's element, named for partners' listeners. */
export const HOST_EVENTS = {
  ready: 'rihla:ready',
  navigate: 'rihla:navigate',
  'booking-completed': 'rihla:booking-completed',
} as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!isRecord(data) || data.source !== FRAME_SOURCE || typeof data.frame !== 'string') return false
  switch (data.type) {
    case 'ready':
      return true
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0
    case 'navigate':
      return typeof data.path === 'string' && typeof data.locale === 'string'
    case 'booking-completed':
      return typeof data.uuid === 'string' && typeof data.orderId === 'string'
    default:
      return false
  }
}

export function isHostMessage(data: unknown): data is HostMessage {
  return (
    isRecord(data) &&
    data.source === HOST_SOURCE &&
    data.type === 'navigate' &&
    typeof data.path === 'string' &&
    // A path of the widget only: never another site, never a protocol-relative address.
    data.path.startsWith('/') &&
    !data.path.startsWith('//')
  )
}
