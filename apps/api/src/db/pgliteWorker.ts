import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import type { Transaction } from '@electric-sql/pglite'
import { answerCalls } from '../threads/workerCalls.ts'
import type { ThreadRequest, WorkerInit } from './pgliteThreadProtocol.ts'

// The worker thread that owns the API's PGlite database (see pgliteThread.ts). Node runs this file as it
// strips its types (tsx does under the server), so it uses TypeScript's erasable syntax only and imports
// files with their extension.

if (!parentPort) throw new Error('pgliteWorker.ts runs as a worker thread')
const port = parentPort
const { dataDir, loadDataDir } = workerData as WorkerInit

interface OpenTransaction {
  tx: Transaction
  commit: () => void
  rollback: (reason: unknown) => void
  finished: Promise<void>
}

/** What the callback of an ended transaction rejects with so that PGlite rolls it back. */
const ROLLBACK = Symbol('rollback')
const transactions = new Map<number, OpenTransaction>()
let nextTransaction = 1

const keepText = (value: string) => value
/** Parsers that keep the given types' values as text, made once per list of types. */
const textParsers = new Map<string, Record<number, (value: string) => string>>()
function parsersKeeping(types: number[]) {
  const key = types.join()
  let parsers = textParsers.get(key)
  if (!parsers) textParsers.set(key, (parsers = Object.fromEntries(types.map((type) => [type, keepText]))))
  return parsers
}

/** Starts a transaction that stays open, its statements sent one by one, until `end` is asked. */
function begin(db: PGlite): Promise<number> {
  return new Promise((started, failed) => {
    const id = nextTransaction++
    const finished: Promise<void> = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, { tx, commit, rollback, finished })
            started(id)
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error
      })
    // BEGIN itself failed: the transaction never opened.
    finished.catch(failed)
  })
}

async function end(id: number, commit: boolean) {
  const open = transactions.get(id)
  if (!open) throw new Error(`No open transaction ${id}`)
  transactions.delete(id)
  if (commit) open.commit()
  else open.rollback(ROLLBACK)
  await open.finished
}

async function handle(db: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'ready':
      return
    case 'query': {
      const target = request.tx === null ? db : transactions.get(request.tx)?.tx
      if (!target) throw new Error(`No open transaction ${request.tx}`)
      const { rows, fields, affectedRows } = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: parsersKeeping(request.textTypes),
      })
      return { rows, fields, affectedRows }
    }
    case 'begin':
      return begin(db)
    case 'end':
      return end(request.tx, request.commit)
    case 'dump':
      return db.dumpDataDir('none')
    case 'close':
      return db.close()
  }
}

const opening = PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {})
// Calls are started in the order they arrive; PGlite runs a statement outside a transaction only once
// any open transaction has ended, and a transaction's own statements in the order they were sent.
answerCalls<ThreadRequest>(port, async (request) => handle(await opening, request))
