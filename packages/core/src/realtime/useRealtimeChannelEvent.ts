import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { useRuntime } from '../app/runtimeContext'
import { isAuthenticatedAtom } from '../state/session'
import { userRealtime } from './connection'
import type { RealtimeListener } from './connection'

/**
 * Runs `handler` for each `eventName` on a private channel the signed-in user may join (a support
 * request's), on the app's one realtime connection; nothing happens for visitors or without a channel.
 * Parse the data with the event's schema before trusting it.
 */
export function useRealtimeChannelEvent(
  channel: string | null,
  eventName: string,
  handler: RealtimeListener,
) {
  const runtime = useRuntime()
  const signedIn = useAtomValue(isAuthenticatedAtom)
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    if (!signedIn || !channel) return
    return userRealtime(runtime).listenOn(channel, eventName, (data) => latest.current(data))
  }, [runtime, channel, eventName, signedIn])
}
