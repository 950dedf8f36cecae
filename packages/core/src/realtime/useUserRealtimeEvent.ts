import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { useRuntime } from '../app/runtimeContext'
import { isAuthenticatedAtom } from '../state/session'
import { userRealtime } from './connection'
import type { RealtimeListener } from './connection'

/**
 * Runs `handler` for each `eventName` (one of `REALTIME_EVENTS`) pushed to the signed-in user's
 * channel; nothing happens for visitors. The data is as the server sent it: parse it with the event's
 * schema before trusting it.
 */
export function useUserRealtimeEvent(eventName: string, handler: RealtimeListener) {
  const runtime = useRuntime()
  const signedIn = useAtomValue(isAuthenticatedAtom)
  // The latest handler runs without resubscribing on every render.
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    if (!signedIn) return
    return userRealtime(runtime).listen(eventName, (data) => latest.current(data))
  }, [runtime, eventName, signedIn])
}
