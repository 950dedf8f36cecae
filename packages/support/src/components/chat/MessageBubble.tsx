import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SupportAuthor } from '@rihla/api-contract/support'
import { useLocale } from '@rihla/core'
import { formatDate, formatTime } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import type { ChatMessage } from '../../chat/chatMessages'
import { AttachmentView } from './AttachmentView'
import * as styles from './Chat.css'

export interface MessageBubbleProps {
  message: ChatMessage
  /** Who is reading the chat: their own messages sit at the end and show sent and read. */
  viewer: SupportAuthor
  onRetry: (clientId: string) => void
}

/** One message of a support chat, in either side's view. */
export function MessageBubble({ message, viewer, onRetry }: MessageBubbleProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const mine = message.author === viewer
  const who =
    message.author === 'agent'
      ? mine
        ? i18n._(msg`You (support)`)
        : i18n._(msg`Support team`)
      : mine
        ? i18n._(msg`You`)
        : i18n._(msg`Traveller`)
  const sentAt = `${formatDate(message.createdAt, locale, { dateStyle: 'medium' })}, ${formatTime(message.createdAt, locale)}`

  let state = null
  if (mine) {
    if (message.delivery === 'sending') state = <Trans>Sending…</Trans>
    else if (message.delivery === 'failed')
      state = (
        <>
          <span className={styles.failedText}>{message.error ?? i18n._(msg`Not sent`)}</span>
          <Button size="sm" variant="secondary" onPress={() => onRetry(message.clientId)}>
            <Trans>Retry</Trans>
          </Button>
        </>
      )
    else if (message.readAt) state = <Trans>Read</Trans>
    else state = <Trans>Sent</Trans>
  }

  return (
    <li className={mine ? styles.row.mine : styles.row.theirs}>
      <article
        className={
          message.delivery === 'failed'
            ? styles.bubble.failed
            : mine
              ? styles.bubble.mine
              : styles.bubble.theirs
        }
        aria-label={who}
      >
        <p className={styles.author}>{who}</p>
        {/* Each paragraph takes its own direction: one message may say it in English, then in Arabic. */}
        {message.body.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index} className={styles.body} dir="auto">
            {paragraph}
          </p>
        ))}
        {message.attachments.length > 0 ? (
          <ul className={styles.attachments} aria-label={i18n._(msg`Attachments`)}>
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <AttachmentView attachment={attachment} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.meta}>
          {message.delivery === 'sent' ? <time dateTime={message.createdAt}>{sentAt}</time> : null}
          {state ? <span>{state}</span> : null}
        </p>
      </article>
    </li>
  )
}
