// The calls the API's main thread makes to the worker thread that owns its PGlite database
// (pgliteThread.ts and pgliteWorker.ts). Types only: the worker runs as Node strips its types.

export type RowMode = 'array' | 'object'

export type ThreadRequest =
  /** Answered once the database is open. */
  | { op: 'ready' }
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

export interface WorkerInit {
  dataDir: string
  /** A data directory dump (a Blob) to start from, as PGlite's own `loadDataDir` option. */
  loadDataDir?: Blob
}
