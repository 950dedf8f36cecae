import { userChannelName } from '@rihla/api-contract/realtime'
import type { ApiClients } from '@rihla/api-clients'
import type { ChannelAuthorizationHandler } from 'pusher-js'
import type PusherClient from 'pusher-js'
import type { JotaiStore } from '../routing/context'
import { userAtom } from '../state/session'
import { realtimeOptions } from './options'

export type RealtimeListener = (data: unknown) => void

/**
 * Heard when the user's channel is subscribed again after the connection dropped. Pusher does not
 * replay what was sent meanwhile, so a page showing pushed state refetches it then.
 */
export const REALTIME_RESUBSCRIBED = 'rihla:resubscribed'

export interface UserRealtime {
  /** Calls the listener with each `event` on the signed-in user's channel until the returned stop. */
  listen(event: string, listener: RealtimeListener): () => void
}

interface Session {
  userId: string
  client: PusherClient | null
  ended: boolean
}

const byStore = new WeakMap<JotaiStore, UserRealtime>()

/**
 * The app's one realtime connection, for the signed-in user's private channel. It opens (loading
 * pusher-js then) when the first listener arrives while someone is signed in, and closes when they
 * sign out or another user signs in; two apps on one page (widgets) each have their own.
 */
export function userRealtime(runtime: { api: ApiClients; store: JotaiStore }): UserRealtime {
  let realtime = byStore.get(runtime.store)
  if (!realtime) {
    realtime = createUserRealtime(runtime)
    byStore.set(runtime.store, realtime)
  }
  return realtime
}

function createUserRealtime({ api, store }: { api: ApiClients; store: JotaiStore }): UserRealtime {
  const listeners = new Map<string, Set<RealtimeListener>>()
  let session: Session | null = null

  const authorize: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
    const user = store.get(userAtom)
    if (!user) {
      callback(new Error('Signed out'), null)
      return
    }
    const body = {
      api_key: user.api_key,
      api_token: user.api_token,
      socket_id: socketId,
      channel_name: channelName,
    }
    api.call('pusherAuth', { body }).then(
      (answer) => callback(null, answer),
      (error: unknown) => {
        // SPEC.md §8: a realtime authorization failure is logged; the page simply stays without updates.
        console.error('Realtime authorization failed', { channel: channelName, error })
        callback(error instanceof Error ? error : new Error(String(error)), null)
      },
    )
  }

  const start = (userId: string) => {
    const current: Session = { userId, client: null, ended: false }
    session = current
    Promise.all([api.call('realtimeConfig'), import('pusher-js')])
      .then(([{ realtime }, { default: Pusher }]) => {
        if (current.ended) return
        const client = new Pusher(realtime.key, realtimeOptions(realtime, authorize))
        current.client = client
        const channel = client.subscribe(userChannelName(userId))
        channel.bind('pusher:subscription_error', (error: unknown) => {
          console.error('Realtime subscription refused', { channel: channel.name, error })
        })
        const dispatch = (event: string, data: unknown) => {
          for (const listener of listeners.get(event) ?? []) listener(data)
        }
        channel.bind_global(dispatch)
        let subscriptions = 0
        channel.bind('pusher:subscription_succeeded', () => {
          subscriptions += 1
          if (subscriptions > 1) dispatch(REALTIME_RESUBSCRIBED, undefined)
        })
      })
      .catch((error: unknown) => {
        console.warn('Realtime updates unavailable', error)
        // The next listener to arrive tries again.
        if (session === current) session = null
      })
  }

  const stop = () => {
    if (!session) return
    session.ended = true
    session.client?.disconnect()
    session = null
  }

  /** Connected exactly while someone is signed in and something listens (or has listened) for them. */
  const sync = () => {
    const user = store.get(userAtom)
    if (!user) {
      stop()
      return
    }
    if (session?.userId === user.id) return
    stop()
    if (listeners.size > 0) start(user.id)
  }
  store.sub(userAtom, sync)

  return {
    listen(event, listener) {
      let forEvent = listeners.get(event)
      if (!forEvent) listeners.set(event, (forEvent = new Set()))
      forEvent.add(listener)
      sync()
      return () => {
        forEvent.delete(listener)
        if (forEvent.size === 0) listeners.delete(event)
      }
    },
  }
}
