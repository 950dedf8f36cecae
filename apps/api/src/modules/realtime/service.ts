import { userChannelName } from '@rihla/api-contract/realtime'
import { SUPPORT_DESK_CHANNEL, supportRequestOfChannel } from '@rihla/api-contract/support'
import type { PusherAuthRequest } from '@rihla/api-contract/realtime'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema'
import { channelAuth, sameText, userAuth } from '../../realtime/signatures'
import type { AppCredentials } from '../../realtime/signatures'
import { findLiveSession } from '../accounts/service'
import { isAgent, mayListen } from '../support/service'
import { tokenHash } from '../accounts/tokens'

type Keys = Pick<PusherAuthRequest, 'api_key' | 'api_token'>

/** Why a realtime authorization was refused: for the log, never for the caller. */
export interface Refusal {
  refused: string
  /** The user the keys belong to, when they do belong to one. */
  userId?: string
}

/** The user whose live session holds both keys (the api_key of that same session), else why not. */
async function sessionUser(db: Db, { api_key, api_token }: Keys): Promise<{ userId: string } | Refusal> {
  const session = await findLiveSession(db, 'api_token', api_token)
  if (!session) return { refused: 'unknown or ended api_token' }
  const [row] = await db
    .select({ apiKeyHash: sessions.apiKeyHash })
    .from(sessions)
    .where(eq(sessions.id, session.sessionId))
  if (!row || !sameText(row.apiKeyHash, tokenHash(api_key))) {
    return { refused: 'api_key does not belong to the session of api_token', userId: session.user.id }
  }
  return { userId: session.user.id }
}

/**
 * Authorizes a socket for a channel: the signed-in user's own private channel, a support request's
 * channel for its traveller and the agents, or the agents' desk channel.
 */
export async function authorizeChannel(
  db: Db,
  credentials: AppCredentials,
  request: PusherAuthRequest,
): Promise<{ auth: string } | Refusal> {
  const found = await sessionUser(db, request)
  if ('refused' in found) return found
  const supportRequestId = supportRequestOfChannel(request.channel_name)
  if (request.channel_name === SUPPORT_DESK_CHANNEL) {
    if (!(await isAgent(db, found.userId))) return { refused: 'the desk is for agents', userId: found.userId }
  } else if (supportRequestId !== null) {
    if (!(await mayListen(db, found.userId, supportRequestId))) {
      return { refused: 'neither the support request’s traveller nor an agent', userId: found.userId }
    }
  } else if (request.channel_name !== userChannelName(found.userId)) {
    return { refused: "not the user's own channel", userId: found.userId }
  }
  return { auth: channelAuth(credentials, request.socket_id, request.channel_name) }
}

/** User authentication for `pusher:signin`: the user's id as user_data, signed for this socket. */
export async function authenticateUser(
  db: Db,
  credentials: AppCredentials,
  request: Omit<PusherAuthRequest, 'channel_name'>,
): Promise<{ auth: string; user_data: string } | Refusal> {
  const found = await sessionUser(db, request)
  if ('refused' in found) return found
  const userData = JSON.stringify({ id: found.userId })
  return { auth: userAuth(credentials, request.socket_id, userData), user_data: userData }
}
