import { messages, serverMessages } from '@rihla/api-contract'
import type { SupportAttachment } from '@rihla/api-contract/support'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { supportAttachments, supportMessages, supportRequests } from '../../db/schema'
import { FieldError } from '../../errors'
import type { AttachmentStore } from './attachmentStore'
import { sniffAttachmentType } from './fileType'
import { UUID, isAgent, notFound } from './service'

/** Stores a checked file for its uploader to send with a message; a refused file leaves nothing behind. */
export async function uploadAttachment(
  db: Db,
  store: AttachmentStore,
  uploaderId: string,
  name: string,
  bytes: Uint8Array,
): Promise<SupportAttachment> {
  if (!bytes.length) throw new FieldError('file', messages.requiredField)
  const type = sniffAttachmentType(bytes)
  if (!type) throw new FieldError('file', serverMessages.attachmentTypeRefused)
  const storageKey = await store.put(bytes)
  try {
    const [row] = await db
      .insert(supportAttachments)
      .values({ uploaderId, name, contentType: type, size: bytes.length, storageKey })
      .returning()
    if (!row) throw new Error('Attachment insert returned no row')
    return { id: row.id, name: row.name, type, size: row.size }
  } catch (error) {
    await store.delete(storageKey)
    throw error
  }
}

/**
 * A file for a caller who may read it: its uploader; once sent, the request's traveller and the agents.
 * Anyone else is told it does not exist.
 */
export async function readAttachment(db: Db, store: AttachmentStore, userId: string, id: string) {
  if (!UUID.test(id)) throw notFound()
  const [row] = await db
    .select({ file: supportAttachments, ownerId: supportRequests.userId })
    .from(supportAttachments)
    .leftJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .leftJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
    .where(eq(supportAttachments.id, id))
  if (!row) throw notFound()
  const allowed =
    row.file.uploaderId === userId ||
    row.ownerId === userId ||
    (row.ownerId !== null && (await isAgent(db, userId)))
  if (!allowed) throw notFound()
  const bytes = await store.get(row.file.storageKey)
  if (!bytes) throw notFound()
  return { file: row.file, bytes }
}

/** A Content-Disposition that no file name can break out of: ASCII fallback plus the RFC 5987 form. */
export function contentDisposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** A file uploaded but never sent is kept this long, for a traveller still writing their message. */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 3600 * 1000

/** Deletes the files uploaded and never sent with a message, so abandoned uploads do not pile up. */
export async function deleteUnsentAttachments(db: Db, store: AttachmentStore, now: Date) {
  const stale = await db
    .delete(supportAttachments)
    .where(
      and(
        isNull(supportAttachments.messageId),
        lt(supportAttachments.createdAt, new Date(now.getTime() - UNSENT_ATTACHMENT_TTL_MS)),
      ),
    )
    .returning({ storageKey: supportAttachments.storageKey })
  for (const { storageKey } of stale) await store.delete(storageKey)
  return stale.length
}
