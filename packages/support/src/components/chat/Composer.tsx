import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SupportAttachment } from '@rihla/api-contract/support'
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@rihla/api-contract/support'
import { Button } from '@rihla/ui-kit/button'
import { TextField } from '@rihla/ui-kit/text-field'
import Send from 'lucide-react/icons/send-horizontal'
import type { ReactNode } from 'react'
import { describeChatError } from '../../chat/describeError'
import { useUploads } from '../../chat/useUploads'
import { AttachButton } from './AttachButton'
import * as styles from './Chat.css'
import { UploadList } from './UploadList'

export interface ComposerProps {
  draft: string
  onDraftChange: (draft: string) => void
  onSend: (body: string, attachments: SupportAttachment[]) => void
  /** Called as the user types; the chat throttles what it sends. */
  onTyping: () => void
  /** More actions beside the attach button (the desk's canned replies). */
  extraActions?: ReactNode
}

/** Writes a message: Enter sends, Shift+Enter starts a new line; files upload as they are picked. */
export function Composer({ draft, onDraftChange, onSend, onTyping, extraActions }: ComposerProps) {
  const { i18n } = useLingui()
  const uploads = useUploads((error) => describeChatError(i18n, error))
  const canSend = draft.trim().length > 0 && !uploads.busy

  const send = () => {
    if (!canSend) return
    onSend(draft.trim(), uploads.attachments)
    onDraftChange('')
    uploads.clear()
  }

  return (
    <form
      className={styles.footer}
      aria-label={i18n._(msg`Write a message`)}
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <UploadList uploads={uploads.uploads} onRemove={uploads.remove} />
      <div className={styles.composerRow}>
        <TextField
          isMultiline
          rows={2}
          label={i18n._(msg`Message`)}
          description={i18n._(msg`Enter sends; Shift+Enter starts a new line.`)}
          value={draft}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          onChange={(value) => {
            onDraftChange(value)
            if (value) onTyping()
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              send()
            }
          }}
        />
        <div className={styles.composerActions}>
          {extraActions}
          <AttachButton onSelect={uploads.add} />
          <Button type="submit" isDisabled={!canSend} startIcon={<Send size={18} aria-hidden />}>
            <Trans>Send</Trans>
          </Button>
        </div>
      </div>
    </form>
  )
}
