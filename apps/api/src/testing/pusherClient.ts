import type { User } from '@rihla/api-contract'
import PusherClient from 'pusher-js'
import type { Channel } from 'pusher-js'
import type { TestServer } from './testServer'

/**
 * A browser's realtime connection to a test server's embedded Pusher server, subscribed to `channelName`
 * with the user's session as the site authorizes it (pusher-js's own form-encoded request to the API's
 * pusher/auth path). `ready` settles once the subscription succeeds or is refused.
 */
export function subscribeAs(server: Pick<TestServer, 'url' | 'config'>, user: User, channelName: string) {
  const client = new PusherClient(server.config.pusher.key, {
    cluster: 'sandbox',
    wsHost: '127.0.0.1',
    wsPort: Number(new URL(server.url).port),
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: `${server.url}/api/v2/user/pusher/auth`,
      transport: 'ajax',
      params: { api_key: user.api_key, api_token: user.api_token },
    },
  })
  const channel = client.subscribe(channelName)
  const ready = new Promise<Channel>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel))
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))))
  })
  return { client, ready }
}
