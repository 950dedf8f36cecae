// The messages between the API's main thread and the worker thread that owns its PGlite database
// (pgliteThread.ts and pgliteWorker.ts). Types only: the worker runs this folder's TypeScript as Node
// strips it, so what both sides share at run time is written in each.

export type RowMode = 'array' | 'object'

export type ThreadRequest =
  | {
      op: 'query'
      sql: string
      params: unknown[]
      rowMode: RowMode
      /** Type OIDs whose values come back as Postgres wrote them (the caller parses them itself). */
      textTypes: number[]
      /** The open transaction the statement belongs to; null runs it on its own. */
      tx: number | null
    }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }

export type ThreadReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError }

/** An error's message and own fields (a DatabaseError's code, detail, constraint…): they cross threads. */
export interface SerializedError {
  name: string
  message: string
  fields: Record<string, unknown>
}

export interface WorkerInit {
  dataDir: string
  /** A data directory dump (a Blob) to start from, as PGlite's own `loadDataDir` option. */
  loadDataDir?: Blob
}
