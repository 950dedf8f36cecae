import type { FrameMessage, HostMessage } from './protocol'
import { FRAME_SOURCE, isHostMessage } from './protocol'

type Message = FrameMessage extends infer M
  ? M extends unknown
    ? Omit<M, 'source' | 'frame'>
    : never
  : never

export interface HostBridge {
  post: (message: Message) => void
  /** Calls `onMessage` for each message the host page sends; returns the unsubscribe. */
  listen: (onMessage: (message: HostMessage) => void) => () => void
}

export interface HostBridgeOptions {
  hostOrigin: string | null
  frameId: string | null
  /** The partner's origins, from the widget's app data: the only pages the frame talks to. */
  allowedOrigins: readonly string[]
  /** The frame's own window (its parent, its ancestors' origins and its message events). */
  self?: Window
}

/**
 * The frame's line to the page embedding it, or null when there is none to trust: a plain iframe
 * (no host named), a page that is not framed, a host that is not one of the partner's origins, or one
 * the browser says is not the frame's parent. Messages go to the partner's origin only, never '*',
 * and only the parent window at that origin is heard.
 */
export function connectHost({
  hostOrigin,
  frameId,
  allowedOrigins,
  self = window,
}: HostBridgeOptions): HostBridge | null {
  const parent = self.parent
  if (!hostOrigin || !frameId || parent === self) return null
  if (!allowedOrigins.includes(hostOrigin)) return null
  // Where the browser tells (Chromium, WebKit), the parent's real origin must be the one named.
  const ancestors = self.location.ancestorOrigins as DOMStringList | undefined
  if (ancestors?.length && ancestors[0] !== hostOrigin) return null

  return {
    post: (message) => parent.postMessage({ ...message, source: FRAME_SOURCE, frame: frameId }, hostOrigin),
    listen: (onMessage) => {
      const handle = (event: MessageEvent) => {
        if (event.origin !== hostOrigin || event.source !== parent || !isHostMessage(event.data)) return
        onMessage(event.data)
      }
      self.addEventListener('message', handle)
      return () => self.removeEventListener('message', handle)
    },
  }
}
