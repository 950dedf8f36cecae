import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export interface AppCredentials {
  key: string
  secret: string
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

/** Compares in constant time, so a forger learns nothing from how long a refusal took. */
export function sameText(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Channel authorization as Pusher defines it: `key:HMAC-SHA256(secret, socket_id:channel_name)`,
 * with `:channel_data` appended for presence channels.
 */
export function channelAuth(
  { key, secret }: AppCredentials,
  socketId: string,
  channel: string,
  channelData?: string,
) {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`
  return `${key}:${hmac(secret, text)}`
}

/** User authentication (`pusher:signin`): `key:HMAC-SHA256(secret, socket_id::user::user_data)`. */
export function userAuth({ key, secret }: AppCredentials, socketId: string, userData: string) {
  return `${key}:${hmac(secret, `${socketId}::user::${userData}`)}`
}

/**
 * The signature of an HTTP API request: HMAC-SHA256 of the method, the path and the query (without
 * auth_signature) sorted by key, each part on its own line, values not URL-escaped.
 */
export function httpApiSignature(
  secret: string,
  method: string,
  path: string,
  query: Record<string, string>,
) {
  const ordered = Object.keys(query)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&')
  return hmac(secret, [method.toUpperCase(), path, ordered].join('\n'))
}
