import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import { workerCalls } from '../threads/workerCalls'
import type { RowMode, ThreadRequest, WorkerInit } from './pgliteThreadProtocol'

// PGlite runs Postgres as WebAssembly on the thread that calls it: on the API's main thread every
// statement's execution and its result's parsing held up every request in flight. Here a worker thread
// owns the database and the main thread only sends statements and receives rows, so HTTP work and
// database work proceed on two cores. Drizzle's PGlite driver uses `query` and `transaction` alone, and
// this client answers them as PGlite does.

type Parsers = Record<number, (value: string, typeId: number) => unknown>

export interface QueryOptions {
  rowMode?: RowMode
  /**
   * Drizzle's parsers keep timestamps, dates and intervals as Postgres writes them, and parses them
   * itself. Functions cannot cross to the worker, so parsers must be those that keep text.
   */
  parsers?: Parsers
}

/** A transaction's handle: its statements run on the transaction's connection, in the order sent. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}

const textTypesOf = new WeakMap<Parsers, number[]>()
/** The type OIDs a set of parsers keeps as text; any parser that changes its text is refused. */
function textTypes(parsers: Parsers | undefined): number[] {
  if (!parsers) return []
  let types = textTypesOf.get(parsers)
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse('0', Number(type)) !== '0')
        throw new Error(`A parser of type ${type} cannot run in the worker`)
      return Number(type)
    })
    textTypesOf.set(parsers, types)
  }
  return types
}

export class PGliteThread {
  readonly #call: <Value>(request: ThreadRequest) => Promise<Value>
  readonly #worker: Worker

  private constructor(worker: Worker) {
    this.#worker = worker
    this.#call = workerCalls<ThreadRequest>(worker, 'PGlite')
  }

  /** Opens (or creates) the database in `init.dataDir` on a new worker thread. */
  static async create(init: WorkerInit): Promise<PGliteThread> {
    const thread = new PGliteThread(
      new Worker(new URL('./pgliteWorker.ts', import.meta.url), { workerData: init }),
    )
    try {
      await thread.#call({ op: 'ready' })
    } catch (error) {
      await thread.#worker.terminate()
      throw error
    }
    return thread
  }

  async #query<T>(tx: number | null, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.#call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: textTypes(options.parsers),
      tx,
    })
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(null, sql, params, options)
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' })
    let result: T
    try {
      result = await callback({ query: (sql, params, options) => this.#query(tx, sql, params, options) })
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false })
      throw error
    }
    await this.#call({ op: 'end', tx, commit: true })
    return result
  }

  /** The data directory as a tarball, as PGlite's `dumpDataDir('none')`. */
  dumpDataDir(): Promise<Blob> {
    return this.#call<Blob>({ op: 'dump' })
  }

  async close(): Promise<void> {
    await this.#call({ op: 'close' })
    await this.#worker.terminate()
  }
}
