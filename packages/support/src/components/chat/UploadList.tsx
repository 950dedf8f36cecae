import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import { ProgressBar } from '@rihla/ui-kit/progress-bar'
import X from 'lucide-react/icons/x'
import type { Upload } from '../../chat/useUploads'
import * as styles from './Chat.css'

export interface UploadListProps {
  uploads: readonly Upload[]
  onRemove: (key: string) => void
}

/** The files picked so far, each uploading, uploaded, or refused with the server's reason. */
export function UploadList({ uploads, onRemove }: UploadListProps) {
  const { i18n } = useLingui()
  if (uploads.length === 0) return null
  return (
    <ul className={styles.uploads} aria-label={i18n._(msg`Files to send`)}>
      {uploads.map((upload) => (
        <li key={upload.key} className={styles.upload}>
          <span className={styles.uploadName}>{upload.name}</span>
          {upload.status === 'uploading' ? (
            <ProgressBar
              isIndeterminate
              className={styles.uploadProgress}
              aria-label={i18n._(msg`Uploading ${upload.name}`)}
            />
          ) : upload.status === 'done' ? (
            <span>
              <Trans>Uploaded</Trans>
            </span>
          ) : (
            <span className={styles.uploadError} role="alert">
              {upload.error}
            </span>
          )}
          <Button
            size="sm"
            variant="ghost"
            isIconOnly
            aria-label={i18n._(msg`Remove ${upload.name}`)}
            onPress={() => onRemove(upload.key)}
          >
            <X size={16} aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  )
}
