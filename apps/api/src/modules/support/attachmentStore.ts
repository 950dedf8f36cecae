import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { supportAttachmentFiles } from '../../db/schema'

/**
 * Where attachment bytes live. The rows that say who may read a file stay in Postgres; only the bytes move
 * when an object store (S3 and the like) replaces this one, behind the same three calls.
 */
export interface AttachmentStore {
  /** Stores the bytes and answers the key to read them by. */
  put: (bytes: Uint8Array) => Promise<string>
  get: (key: string) => Promise<Uint8Array | null>
  delete: (key: string) => Promise<void>
}

/** The default store: a bytea column, so the embedded database keeps everything in one place. */
export function postgresAttachmentStore(db: Db): AttachmentStore {
  return {
    async put(bytes) {
      const [row] = await db
        .insert(supportAttachmentFiles)
        .values({ content: Buffer.from(bytes) })
        .returning({ key: supportAttachmentFiles.key })
      if (!row) throw new Error('Attachment insert returned no row')
      return row.key
    },
    async get(key) {
      const [row] = await db
        .select({ content: supportAttachmentFiles.content })
        .from(supportAttachmentFiles)
        .where(eq(supportAttachmentFiles.key, key))
      return row ? new Uint8Array(row.content) : null
    },
    async delete(key) {
      await db.delete(supportAttachmentFiles).where(eq(supportAttachmentFiles.key, key))
    },
  }
}
