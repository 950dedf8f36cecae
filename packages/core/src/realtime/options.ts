import type { RealtimeConfig } from '@rihla/api-contract/realtime'
import type { ChannelAuthorizationHandler, Options } from 'pusher-js'

/**
 * SPEC.md §9's realtime timings that pusher-js takes as options. The others in §9 (retry after 1 s,
 * ping minimum delay 10 s, transport cache 30 min, connect attempt 15 s doubling up to 60 s, timeline
 * of 50 events sent every 60 s, 256 KB streaming buffer) are pusher-js 8's built-in values already and
 * have no option.
 */
export const REALTIME_TIMEOUTS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const

/**
 * pusher-js options for the server the API names: WebSockets only (the embedded server speaks nothing
 * else, and the site's own host does not proxy them), no usage statistics sent to Pusher, and channel
 * authorization through the app's own API client.
 */
export function realtimeOptions(config: RealtimeConfig, authorize: ChannelAuthorizationHandler): Options {
  return {
    // pusher-js insists on a cluster; with a host of its own the cluster is never used.
    cluster: config.cluster ?? '',
    ...(config.wsHost !== null && { wsHost: config.wsHost }),
    ...(config.wsPort !== null && { wsPort: config.wsPort, wssPort: config.wsPort }),
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    enableStats: false,
    ...REALTIME_TIMEOUTS,
    channelAuthorization: { customHandler: authorize },
  }
}
