import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SupportAuthor } from '@rihla/api-contract/support'
import { Button } from '@rihla/ui-kit/button'
import type { ReactNode } from 'react'
import { useLayoutEffect, useRef } from 'react'
import type { ChatMessage } from '../../chat/chatMessages'
import * as styles from './Chat.css'
import { MessageBubble } from './MessageBubble'

export interface ChatThreadProps {
  messages: readonly ChatMessage[]
  viewer: SupportAuthor
  hasOlder: boolean
  loadingOlder: boolean
  olderError: string | null
  onLoadOlder: () => void
  onRetry: (clientId: string) => void
  otherTyping: boolean
  /** The composer, or what a closed request shows instead of it. */
  footer: ReactNode
}

/**
 * A support chat as either side sees it: older history on request at the top, the messages in a log
 * (a live region, so a screen reader hears each new one), who is typing, and the footer.
 */
export function ChatThread({
  messages,
  viewer,
  hasOlder,
  loadingOlder,
  olderError,
  onLoadOlder,
  onRetry,
  otherTyping,
  footer,
}: ChatThreadProps) {
  const { i18n } = useLingui()
  const log = useRef<HTMLDivElement>(null)
  const newest = messages.at(-1)?.clientId
  const oldest = messages[0]?.id

  // A new message scrolls the log to the end; an older page keeps the reader where they were.
  const previous = useRef({ newest, oldest, height: 0 })
  useLayoutEffect(() => {
    const element = log.current
    if (!element) return
    if (previous.current.oldest !== oldest && previous.current.newest === newest) {
      element.scrollTop += element.scrollHeight - previous.current.height
    } else if (previous.current.newest !== newest || previous.current.height === 0) {
      element.scrollTop = element.scrollHeight
    }
    previous.current = { newest, oldest, height: element.scrollHeight }
  }, [newest, oldest])

  return (
    <section className={styles.thread} aria-label={i18n._(msg`Conversation`)}>
      <div className={styles.olderBar}>
        {hasOlder ? (
          <Button size="sm" variant="ghost" isPending={loadingOlder} onPress={onLoadOlder}>
            <Trans>Show earlier messages</Trans>
          </Button>
        ) : null}
        {olderError ? (
          <span className={styles.failedText} role="alert">
            {olderError}
          </span>
        ) : null}
      </div>
      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-label={i18n._(msg`Messages`)}
        aria-relevant="additions"
        // Scrollable, so it takes focus and scrolls with the keyboard.
        tabIndex={0}
      >
        <ol className={styles.list}>
          {messages.map((message) => (
            <MessageBubble
              key={`${message.author}:${message.clientId}`}
              message={message}
              viewer={viewer}
              onRetry={onRetry}
            />
          ))}
        </ol>
      </div>
      <div>
        <p className={styles.typing} aria-live="polite">
          {otherTyping ? (
            viewer === 'traveller' ? (
              <Trans>Agent is typing…</Trans>
            ) : (
              <Trans>Traveller is typing…</Trans>
            )
          ) : null}
        </p>
        {footer}
      </div>
    </section>
  )
}
