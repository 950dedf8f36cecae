import { userChannelName } from '@rihla/api-contract/realtime'
import type { ApiClients } from '@rihla/api-clients'
import type { Channel, ChannelAuthorizationHandler } from 'pusher-js'
import type PusherClient from 'pusher-js'
import type { QueryClient } from '@tanstack/react-query'
import type { JotaiStore } from '../routing/context'
import { userAtom } from '../state/session'
import { userScopedMeta } from '../state/signOut'
import { realtimeOptions } from './options'

export type RealtimeListener = (data: unknown) => void

/**
 * Heard when a channel is subscribed again after the connection dropped. Pusher does not replay what
 * was sent meanwhile, so a page showing pushed state refetches it then.
 */
export const REALTIME_RESUBSCRIBED = 'rihla:resubscribed'

/**
 * Heard each time a channel is subscribed, the first time too: what was sent between a page's loading its
 * data and its listening (or while it was not listening at all) is fetched then.
 */
export const REALTIME_SUBSCRIBED = 'rihla:subscribed'

export interface UserRealtime {
  /** Calls the listener with each `event` on the signed-in user's channel until the returned stop. */
  listen(event: string, listener: RealtimeListener): () => void
  /**
   * The same on another private channel the user is authorized for (a support request's, which its
   * agents share); the channel is subscribed while anything listens to it.
   */
  listenOn(channel: string, event: string, listener: RealtimeListener): () => void
}

interface Session {
  userId: string
  client: PusherClient | null
  ended: boolean
  /** Subscribed channels by the name the listeners use (USER_CHANNEL for the user's own). */
  channels: Map<string, Channel>
}

/** The listeners' name for the signed-in user's own channel, whose real name follows the user. */
const USER_CHANNEL = ''

const byStore = new WeakMap<JotaiStore, UserRealtime>()

type Runtime = { api: ApiClients; store: JotaiStore; queryClient: QueryClient }

/**
 * Pusher replays nothing: what changed while the connection was down (a drop the client noticed, a
 * server process that died, the network gone for a while) was never pushed. So when the connection is
 * back, everything of the user's the app holds is read again — the pages on screen (bookings, a booking's
 * payment, support requests and their counts) at once, the rest when next shown — whichever page listens.
 */
function rereadAfterReconnecting(client: PusherClient, queryClient: QueryClient) {
  let connected = false
  let dropped = false
  client.connection.bind('state_change', ({ current }: { previous: string; current: string }) => {
    if (current !== 'connected') {
      dropped ||= connected
      return
    }
    connected = true
    if (!dropped) return
    dropped = false
    void queryClient.invalidateQueries({
      predicate: (query) => query.meta?.userScoped === userScopedMeta.userScoped,
    })
  })
}

/**
 * The app's one realtime connection, for the signed-in user's private channels. It opens (loading
 * pusher-js then) when the first listener arrives while someone is signed in, and closes when they
 * sign out or another user signs in; two apps on one page (widgets) each have their own.
 */
export function userRealtime(runtime: Runtime): UserRealtime {
  let realtime = byStore.get(runtime.store)
  if (!realtime) {
    realtime = createUserRealtime(runtime)
    byStore.set(runtime.store, realtime)
  }
  return realtime
}

function createUserRealtime({ api, store, queryClient }: Runtime): UserRealtime {
  /** channel -> event -> listeners */
  const listeners = new Map<string, Map<string, Set<RealtimeListener>>>()
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

  const subscribe = (current: Session, client: PusherClient, name: string) => {
    const channel = client.subscribe(name === USER_CHANNEL ? userChannelName(current.userId) : name)
    current.channels.set(name, channel)
    channel.bind('pusher:subscription_error', (error: unknown) => {
      console.error('Realtime subscription refused', { channel: channel.name, error })
    })
    const dispatch = (event: string, data: unknown) => {
      for (const listener of listeners.get(name)?.get(event) ?? []) listener(data)
    }
    channel.bind_global(dispatch)
    let subscriptions = 0
    channel.bind('pusher:subscription_succeeded', () => {
      subscriptions += 1
      dispatch(REALTIME_SUBSCRIBED, undefined)
      if (subscriptions > 1) dispatch(REALTIME_RESUBSCRIBED, undefined)
    })
  }

  const start = (userId: string) => {
    const current: Session = { userId, client: null, ended: false, channels: new Map() }
    session = current
    Promise.all([api.call('realtimeConfig'), import('pusher-js')])
      .then(([{ realtime }, { default: Pusher }]) => {
        if (current.ended) return
        const client = new Pusher(realtime.key, realtimeOptions(realtime, authorize))
        current.client = client
        rereadAfterReconnecting(client, queryClient)
        subscribe(current, client, USER_CHANNEL)
        for (const name of listeners.keys()) if (name !== USER_CHANNEL) subscribe(current, client, name)
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

  const listenOn = (name: string, event: string, listener: RealtimeListener) => {
    let forChannel = listeners.get(name)
    if (!forChannel) listeners.set(name, (forChannel = new Map<string, Set<RealtimeListener>>()))
    let forEvent = forChannel.get(event)
    if (!forEvent) forChannel.set(event, (forEvent = new Set<RealtimeListener>()))
    forEvent.add(listener)
    sync()
    // A channel asked for after the connection opened joins it now.
    const current = session
    if (current?.client && !current.channels.has(name)) subscribe(current, current.client, name)
    return () => {
      forEvent.delete(listener)
      if (forEvent.size === 0) forChannel.delete(event)
      if (forChannel.size > 0) return
      listeners.delete(name)
      // Another request's channel is left once nothing listens to it; the user's own stays.
      if (name !== USER_CHANNEL && session?.client && session.channels.has(name)) {
        session.client.unsubscribe(session.channels.get(name)?.name ?? name)
        session.channels.delete(name)
      }
    }
  }

  return {
    listen: (event, listener) => listenOn(USER_CHANNEL, event, listener),
    listenOn,
  }
}
