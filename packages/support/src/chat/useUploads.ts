import type { SupportAttachment } from '@rihla/api-contract/support'
import { useApi } from '@rihla/core'
import { useCallback, useRef, useState } from 'react'

export interface Upload {
  key: string
  name: string
  status: 'uploading' | 'done' | 'failed'
  attachment?: SupportAttachment
  /** The server's reason (too large, not an image or PDF), in the user's language. */
  error?: string
}

/**
 * Files picked for a message or a new request, each uploaded as soon as it is picked (the message then
 * carries their ids). The server checks size and type and says why it refuses one.
 */
export function useUploads(describeError: (error: unknown) => string) {
  const api = useApi()
  const [uploads, setUploads] = useState<Upload[]>([])
  const serial = useRef(0)

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        serial.current += 1
        const key = `upload-${serial.current}`
        setUploads((current) => [...current, { key, name: file.name, status: 'uploading' }])
        api.call('supportUpload', { query: { name: file.name } }, { file }).then(
          ({ attachment }) => update(key, { status: 'done', attachment }),
          (error: unknown) => update(key, { status: 'failed', error: describeError(error) }),
        )
      }
    },
    [api, describeError],
  )

  const remove = useCallback(
    (key: string) => setUploads((current) => current.filter((upload) => upload.key !== key)),
    [],
  )
  const clear = useCallback(() => setUploads([]), [])

  const attachments = uploads.flatMap((upload) => (upload.attachment ? [upload.attachment] : []))
  const busy = uploads.some((upload) => upload.status === 'uploading')
  return { uploads, attachments, busy, add, remove, clear }
}
