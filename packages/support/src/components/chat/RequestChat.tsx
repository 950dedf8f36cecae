import { useLingui } from '@lingui/react'
import type { SupportAuthor, SupportMessage, SupportStatus } from '@rihla/api-contract/support'
import { coreQueries, useApi, useLocale } from '@rihla/core'
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useCallback, useMemo } from 'react'
import { chatApi } from '../../chat/chatApi'
import { describeChatError } from '../../chat/describeError'
import { useChat } from '../../chat/useChat'
import { ChatThread } from './ChatThread'
import { Composer } from './Composer'

export interface RequestChatProps {
  requestId: string
  role: SupportAuthor
  status: SupportStatus
  initial: { messages: SupportMessage[]; hasMore: boolean }
  onStatus: (status: SupportStatus) => void
  draft: string
  onDraftChange: (draft: string) => void
  /** What a closed request shows in place of the composer (the traveller's Reopen). */
  closedFooter: ReactNode
  /** The desk's canned replies beside the attach button. */
  extraActions?: ReactNode
}

/** One request's chat, the same for the traveller and the agent; `role` says whose side it is. */
export function RequestChat({
  requestId,
  role,
  status,
  initial,
  onStatus,
  draft,
  onDraftChange,
  closedFooter,
  extraActions,
}: RequestChatProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const sideApi = useMemo(() => chatApi(api, locale, role, requestId), [api, locale, role, requestId])
  const describeError = useCallback((error: unknown) => describeChatError(i18n, error), [i18n])
  const queryClient = useQueryClient()
  const onRead = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: coreQueries.dashboard(api).queryKey })
  }, [queryClient, api])
  const chat = useChat({ requestId, api: sideApi, initial, onStatus, describeError, onRead })

  return (
    <ChatThread
      messages={chat.messages}
      viewer={role}
      hasOlder={chat.hasOlder}
      loadingOlder={chat.loadingOlder}
      olderError={chat.olderError}
      onLoadOlder={() => void chat.loadOlder()}
      onRetry={chat.retry}
      otherTyping={chat.otherTyping}
      footer={
        status === 'closed' ? (
          closedFooter
        ) : (
          <Composer
            draft={draft}
            onDraftChange={onDraftChange}
            onSend={chat.send}
            onTyping={chat.typing}
            extraActions={extraActions}
          />
        )
      }
    />
  )
}
