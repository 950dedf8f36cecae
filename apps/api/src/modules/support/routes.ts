import { HEADERS, localizeMessage, serverMessages } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@rihla/api-contract/support'
import type { Context } from 'hono'
import { limitBodySize } from '../../http/bodyLimit'
import type { AppEnv } from '../../http/env'
import { parseLocaleHeader } from '../../http/locale'
import type { ModuleContext } from '../../http/module'
import { announceSupport } from './announce'
import { postgresAttachmentStore } from './attachmentStore'
import type { AttachmentStore } from './attachmentStore'
import { contentDisposition, readAttachment, uploadAttachment } from './attachments'
import { CANNED_REPLIES } from './cannedReplies'
import { assignToAgent, changeStatus, deskQueue, deskRequest } from './desk'
import {
  agentActor,
  createRequest,
  findRequest,
  history,
  listRequests,
  markRead,
  reopenRequest,
  requestView,
  sendMessage,
} from './service'
import type { Actor } from './service'

const traveller = (c: Context<AppEnv>): Actor => ({ userId: c.get('user').id, role: 'traveller' })

/** Support requests and their chats, for travellers and for the agent desk. */
export function registerSupportRoutes(
  { register, db, userEvents }: Pick<ModuleContext, 'register' | 'db' | 'userEvents'>,
  store: AttachmentStore = postgresAttachmentStore(db),
) {
  const agent = (c: Context<AppEnv>) => agentActor(db, c.get('user').id)

  const send = async (actor: Actor, id: string, body: Parameters<typeof sendMessage>[3]) => {
    const sent = await sendMessage(db, actor, id, body)
    if (sent.created) announceSupport.message(userEvents, sent.request, sent.message)
    // A move tells the desk itself; a traveller's message that moves nothing still puts the request before
    // the agents again.
    if (sent.moved) announceSupport.status(userEvents, sent.request, sent.moved)
    else if (sent.created && actor.role === 'traveller') announceSupport.queued(userEvents, sent.request)
    return { message: sent.message }
  }
  const read = async (actor: Actor, id: string) => {
    const { request, messageIds, readAt } = await markRead(db, actor, id)
    const author = actor.role === 'agent' ? 'traveller' : 'agent'
    if (messageIds.length) announceSupport.read(userEvents, request, { author, messageIds, readAt })
    return { read: messageIds.length }
  }
  const typing = async (actor: Actor, id: string) => {
    const request = await findRequest(db, actor, id)
    announceSupport.typing(userEvents, request, actor.role)
    return { sent: true }
  }

  register(endpoints.supportList, async (c, { query }) =>
    listRequests(db, c.get('user').id, query, c.get('locale')),
  )
  register(endpoints.supportCreate, async (c, { body }) => {
    const userId = c.get('user').id
    const request = await createRequest(db, userId, body, c.get('locale'))
    announceSupport.queued(userEvents, { id: request.id, userId })
    return { request }
  })
  register(
    endpoints.supportUpload,
    async (c, { query }) => ({
      attachment: await uploadAttachment(
        db,
        store,
        c.get('user').id,
        query.name,
        new Uint8Array(await c.req.arrayBuffer()),
      ),
    }),
    {
      before: [
        limitBodySize(SUPPORT_ATTACHMENT_MAX_BYTES, (c) =>
          c.json(
            {
              message: localizeMessage(
                serverMessages.attachmentTooLarge,
                parseLocaleHeader(c.req.header(HEADERS.locale)),
              ),
            },
            413,
          ),
        ),
      ],
    },
  )
  register(endpoints.supportAttachment, async (c, { params }) => {
    const { file, bytes } = await readAttachment(db, store, c.get('user').id, params.id)
    return new Response(Buffer.from(bytes), {
      headers: {
        'content-type': file.contentType,
        'content-length': String(bytes.length),
        'content-disposition': contentDisposition(file.name),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  })
  register(endpoints.supportThread, async (c, { params, query }) => {
    const actor = traveller(c)
    const request = await findRequest(db, actor, params.id)
    return {
      request: await requestView(db, actor, request.id, c.get('locale')),
      ...(await history(db, request, query)),
    }
  })
  register(endpoints.supportSend, (c, { params, body }) => send(traveller(c), params.id, body))
  register(endpoints.supportRead, (c, { params }) => read(traveller(c), params.id))
  register(endpoints.supportTyping, (c, { params }) => typing(traveller(c), params.id))
  register(endpoints.supportReopen, async (c, { params }) => {
    const request = await reopenRequest(db, c.get('user').id, params.id)
    announceSupport.status(userEvents, request, request.status)
    return { request: await requestView(db, traveller(c), request.id, c.get('locale')) }
  })

  register(endpoints.deskQueue, async (c, { query }) => ({
    requests: await deskQueue(db, await agent(c), query, c.get('locale')),
  }))
  register(endpoints.deskCannedReplies, async (c) => {
    await agent(c)
    return { replies: [...CANNED_REPLIES] }
  })
  register(endpoints.deskThread, async (c, { params, query }) => {
    const actor = await agent(c)
    const request = await findRequest(db, actor, params.id)
    const { request: view, booking } = await deskRequest(db, request.id, c.get('locale'))
    return { request: view, booking, ...(await history(db, request, query)) }
  })
  register(endpoints.deskAssign, async (c, { params }) => {
    const assigned = await assignToAgent(db, await agent(c), params.id)
    announceSupport.queued(userEvents, assigned)
    return { request: (await deskRequest(db, params.id, c.get('locale'))).request }
  })
  register(endpoints.deskStatus, async (c, { params, body }) => {
    const { request, moved } = await changeStatus(db, await agent(c), params.id, body.status)
    if (moved) announceSupport.status(userEvents, request, request.status)
    return { request: (await deskRequest(db, request.id, c.get('locale'))).request }
  })
  register(endpoints.deskReply, async (c, { params, body }) => send(await agent(c), params.id, body))
  register(endpoints.deskRead, async (c, { params }) => read(await agent(c), params.id))
  register(endpoints.deskTyping, async (c, { params }) => typing(await agent(c), params.id))
}
