import type { Locale } from '@rihla/api-contract'
import type { SupportAuthor, SupportMessage } from '@rihla/api-contract/support'
import type { ApiClients } from '@rihla/api-clients'

export interface HistoryPage {
  messages: SupportMessage[]
  hasMore: boolean
}

/** The calls of one side of a chat: the traveller's own endpoints, or the desk's. */
export interface ChatApi {
  role: SupportAuthor
  history: (cursor: { before?: string; after?: string }) => Promise<HistoryPage>
  send: (message: { clientId: string; body: string; attachmentIds: string[] }) => Promise<SupportMessage>
  read: () => Promise<unknown>
  typing: () => Promise<unknown>
}

export function chatApi(api: ApiClients, locale: Locale, role: SupportAuthor, id: string): ChatApi {
  const params = { id }
  if (role === 'agent') {
    return {
      role,
      history: (query) => api.call('deskThread', { params, query }, { locale }),
      send: (body) => api.call('deskReply', { params, body }).then((r) => r.message),
      read: () => api.call('deskRead', { params }),
      typing: () => api.call('deskTyping', { params }),
    }
  }
  return {
    role,
    history: (query) => api.call('supportThread', { params, query }, { locale }),
    send: (body) => api.call('supportSend', { params, body }).then((r) => r.message),
    read: () => api.call('supportRead', { params }),
    typing: () => api.call('supportTyping', { params }),
  }
}
