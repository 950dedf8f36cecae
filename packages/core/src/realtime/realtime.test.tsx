import { userChannelName } from '@rihla/api-contract/realtime'
import { ApiError } from '@rihla/api-clients'
import { act, renderHook, waitFor } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import type { ChannelAuthorizationCallback, Options } from 'pusher-js'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RuntimeContext } from '../app/runtimeContext'
import { userAtom } from '../state/session'
import { createTestContext } from '../testing/fakeContext'
import { testUser } from '../testing/siteData'
import { REALTIME_TIMEOUTS, realtimeOptions } from './options'
import { REALTIME_RESUBSCRIBED, REALTIME_SUBSCRIBED } from './connection'
import { useRealtimeChannelEvent } from './useRealtimeChannelEvent'
import { useUserRealtimeEvent } from './useUserRealtimeEvent'

/** A stand-in for pusher-js recording what the app asks of it. */
class FakeChannel {
  readonly bound = new Map<string, (data: unknown) => void>()
  global: ((event: string, data: unknown) => void) | null = null
  constructor(readonly name: string) {}
  bind(event: string, callback: (data: unknown) => void) {
    this.bound.set(event, callback)
  }
  bind_global(callback: (event: string, data: unknown) => void) {
    this.global = callback
  }
}
/** pusher-js's connection, whose state the test moves as a network would. */
class FakeConnection {
  readonly listeners: ((change: { previous: string; current: string }) => void)[] = []
  state = 'initialized'
  bind(event: string, callback: (change: { previous: string; current: string }) => void) {
    if (event === 'state_change') this.listeners.push(callback)
  }
  moveTo(current: string) {
    const previous = this.state
    this.state = current
    for (const listener of this.listeners) listener({ previous, current })
  }
}
const pusher = vi.hoisted(() => ({ instances: [] as FakePusher[] }))
class FakePusher {
  readonly connection = new FakeConnection()
  readonly channels: FakeChannel[] = []
  disconnected = false
  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    pusher.instances.push(this)
  }
  subscribe(name: string) {
    const channel = new FakeChannel(name)
    this.channels.push(channel)
    return channel
  }
  readonly unsubscribed: string[] = []
  unsubscribe(name: string) {
    this.unsubscribed.push(name)
  }
  disconnect() {
    this.disconnected = true
  }
}
vi.mock('pusher-js', () => ({ default: FakePusher }))

afterEach(() => {
  pusher.instances.length = 0
})

const embeddedConfig = {
  key: 'app-key',
  cluster: null,
  wsHost: 'api.rihla.test',
  wsPort: 4000,
  forceTLS: false,
}

describe('realtimeOptions', () => {
  it('follows SPEC.md §9 and connects over WebSockets only, without statistics', () => {
    const authorize = vi.fn()
    expect(realtimeOptions(embeddedConfig, authorize)).toEqual({
      cluster: '',
      wsHost: 'api.rihla.test',
      wsPort: 4000,
      wssPort: 4000,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      enableStats: false,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      channelAuthorization: { customHandler: authorize },
    })
    expect(REALTIME_TIMEOUTS).toEqual({
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
    })
  })

  it("leaves host and port to pusher-js for Pusher's own clusters", () => {
    const options = realtimeOptions(
      { ...embeddedConfig, cluster: 'eu', wsHost: null, wsPort: null, forceTLS: true },
      vi.fn(),
    )
    expect(options).toMatchObject({ cluster: 'eu', forceTLS: true })
    expect(options).not.toHaveProperty('wsHost')
    expect(options).not.toHaveProperty('wsPort')
  })
})

describe('useUserRealtimeEvent', () => {
  function setup(pusherAuth: Parameters<typeof createTestContext>[0]['pusherAuth']) {
    const { context, calls } = createTestContext({
      realtimeConfig: () => ({ realtime: embeddedConfig }),
      pusherAuth,
    })
    const handler = vi.fn()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RuntimeContext value={context}>
        <JotaiProvider store={context.store}>{children}</JotaiProvider>
      </RuntimeContext>
    )
    const hook = renderHook(() => useUserRealtimeEvent('booking-updated', handler), { wrapper })
    return { context, calls, handler, hook, wrapper }
  }

  it('connects once someone signs in, hands on their events, and disconnects when they sign out', async () => {
    const { context, calls, handler } = setup(() => ({ auth: 'app-key:signature' }))
    await act(() => Promise.resolve())
    expect(calls).toEqual([])
    expect(pusher.instances).toEqual([])

    act(() => context.store.set(userAtom, testUser))
    await waitFor(() => expect(pusher.instances).toHaveLength(1))
    const [client] = pusher.instances
    expect(client!.key).toBe('app-key')
    expect(client!.options).toMatchObject({ wsHost: 'api.rihla.test', ...REALTIME_TIMEOUTS })
    const [channel] = client!.channels
    expect(channel!.name).toBe(userChannelName(testUser.id))

    channel!.global!('booking-updated', { uuid: 'b-1', status: 'cancelled' })
    channel!.global!('payment-updated', { payment: {} })
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler).toHaveBeenCalledWith({ uuid: 'b-1', status: 'cancelled' })

    // pusher-js asks the app to authorize the socket: it posts the user's keys through the API client.
    const authorized = new Promise<Parameters<ChannelAuthorizationCallback>>((resolve) => {
      const { customHandler } = client!.options.channelAuthorization as {
        customHandler: (params: unknown, callback: ChannelAuthorizationCallback) => void
      }
      customHandler({ socketId: '1.2', channelName: channel!.name }, (...args) => resolve(args))
    })
    expect(await authorized).toEqual([null, { auth: 'app-key:signature' }])
    expect(calls.at(-1)).toEqual({
      name: 'pusherAuth',
      input: {
        body: {
          api_key: testUser.api_key,
          api_token: testUser.api_token,
          socket_id: '1.2',
          channel_name: userChannelName(testUser.id),
        },
      },
    })

    act(() => context.store.set(userAtom, null))
    expect(client!.disconnected).toBe(true)
  })

  it('tells listeners when the channel is subscribed again after a dropped connection', async () => {
    const { context, wrapper } = setup(() => ({ auth: 'app-key:signature' }))
    const resubscribed = vi.fn()
    act(() => context.store.set(userAtom, testUser))
    const extra = renderHook(() => useUserRealtimeEvent(REALTIME_RESUBSCRIBED, resubscribed), { wrapper })
    await waitFor(() => expect(pusher.instances).toHaveLength(1))
    const [channel] = pusher.instances[0]!.channels
    const succeeded = channel!.bound.get('pusher:subscription_succeeded')!
    succeeded({})
    expect(resubscribed).not.toHaveBeenCalled()
    succeeded({})
    expect(resubscribed).toHaveBeenCalledTimes(1)
    extra.unmount()
  })

  it('reads the user’s data again when the connection is back after dropping', async () => {
    const { context } = setup(() => ({ auth: 'app-key:signature' }))
    act(() => context.store.set(userAtom, testUser))
    await waitFor(() => expect(pusher.instances).toHaveLength(1))
    const { queryClient } = context
    const read = (key: string, userScoped: boolean) =>
      queryClient.setQueryData([key], 1) &&
      queryClient
        .getQueryCache()
        .find({ queryKey: [key] })!
        .setOptions({
          queryKey: [key],
          ...(userScoped && { meta: { userScoped: true } }),
        })
    read('bookings', true)
    read('support-counts', true)
    read('settings', false)
    const stale = () =>
      ['bookings', 'support-counts', 'settings'].filter(
        (key) => queryClient.getQueryState([key])?.isInvalidated,
      )
    const connection = pusher.instances[0]!.connection
    // The first connection re-reads nothing: the pages have just loaded.
    act(() => ['connecting', 'connected'].forEach((state) => connection.moveTo(state)))
    expect(stale()).toEqual([])

    // Dropped (unavailable, or a quick reconnect through connecting) and back: what was pushed meanwhile
    // was lost, so everything of the user's is read again; general data is not.
    act(() => ['connecting', 'unavailable', 'connecting'].forEach((state) => connection.moveTo(state)))
    expect(stale()).toEqual([])
    act(() => connection.moveTo('connected'))
    expect(stale()).toEqual(['bookings', 'support-counts'])
  })

  it('joins another private channel on the same connection while something listens, and leaves it after', async () => {
    const { context, wrapper, handler } = setup(() => ({ auth: 'app-key:signature' }))
    act(() => context.store.set(userAtom, testUser))
    await waitFor(() => expect(pusher.instances).toHaveLength(1))
    const onSupport = vi.fn()
    const support = renderHook(
      () => useRealtimeChannelEvent('private-support-r1', 'support-message', onSupport),
      { wrapper },
    )
    const client = pusher.instances[0]!
    await waitFor(() => expect(client.channels.map((c) => c.name)).toContain('private-support-r1'))
    expect(pusher.instances).toHaveLength(1)
    const supportChannel = client.channels.find((c) => c.name === 'private-support-r1')!
    // Each subscription, the first too, is heard, so the page fetches what it may have missed.
    const subscribed = vi.fn()
    const onSubscribed = renderHook(
      () => useRealtimeChannelEvent('private-support-r1', REALTIME_SUBSCRIBED, subscribed),
      { wrapper },
    )
    supportChannel.bound.get('pusher:subscription_succeeded')!({})
    expect(subscribed).toHaveBeenCalledOnce()
    onSubscribed.unmount()
    supportChannel.global!('support-message', { id: 'm1' })
    supportChannel.global!('booking-updated', { uuid: 'b-1' })
    expect(onSupport).toHaveBeenCalledExactlyOnceWith({ id: 'm1' })
    // The user's own listener hears only its own channel.
    expect(handler).not.toHaveBeenCalled()
    support.unmount()
    expect(client.unsubscribed).toEqual(['private-support-r1'])
  })

  it('logs a refused authorization to the console', async () => {
    const refused = new ApiError({ kind: 'http', status: 403, message: 'Forbidden', endpoint: 'pusherAuth' })
    const { context } = setup(refused)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    act(() => context.store.set(userAtom, testUser))
    await waitFor(() => expect(pusher.instances).toHaveLength(1))
    const { customHandler } = pusher.instances[0]!.options.channelAuthorization as {
      customHandler: (params: unknown, callback: ChannelAuthorizationCallback) => void
    }
    const [error, data] = await new Promise<Parameters<ChannelAuthorizationCallback>>((resolve) =>
      customHandler({ socketId: '1.2', channelName: 'private-user-x' }, (...args) => resolve(args)),
    )
    expect(error).toBe(refused)
    expect(data).toBeNull()
    expect(logged).toHaveBeenCalledWith('Realtime authorization failed', {
      channel: 'private-user-x',
      error: refused,
    })
  })
})
