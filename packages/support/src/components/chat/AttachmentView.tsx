import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { SupportAttachment } from '@rihla/api-contract/support'
import { useApi, useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Link } from '@rihla/ui-kit/link'
import { useQuery } from '@tanstack/react-query'
import FileText from 'lucide-react/icons/file-text'
import { supportQueries } from '../../queries'
import * as styles from './Chat.css'

/** A file's size as people read it: 240 KB, 1.2 MB. */
export function useFileSize() {
  const locale = useLocale()
  const { i18n } = useLingui()
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? i18n._(msg`${formatNumber(bytes / (1024 * 1024), locale, { maximumFractionDigits: 1 })} MB`)
      : i18n._(msg`${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`)
}

/** A message's file: an image shown in the chat, a PDF as a link that opens it. */
export function AttachmentView({ attachment }: { attachment: SupportAttachment }) {
  const { i18n } = useLingui()
  const api = useApi()
  const fileSize = useFileSize()
  const file = useQuery(supportQueries.attachment(api, attachment.id))
  const url = file.data
  const label = `${attachment.name} (${fileSize(attachment.size)})`

  if (file.isError) {
    return <span className={styles.hint}>{i18n._(msg`${attachment.name} could not be loaded`)}</span>
  }
  if (!url) return <span className={styles.hint}>{label}</span>
  if (attachment.type === 'application/pdf') {
    return (
      <Link href={url} target="_blank" download={attachment.name}>
        <FileText size={16} aria-hidden /> {label}
      </Link>
    )
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" aria-label={i18n._(msg`Open ${attachment.name}`)}>
      <img src={url} alt={attachment.name} className={styles.image} />
    </a>
  )
}
