import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from './client'

/** What code running in a transaction asks to happen as it commits. */
export interface OpenTransaction {
  /** Statements run in the transaction after its body: they commit, or roll back, with its changes. */
  beforeCommit: ((tx: Db) => Promise<unknown>)[]
  /** Run once it committed; not at all when it rolled back. */
  afterCommit: (() => void)[]
}

const open = new AsyncLocalStorage<OpenTransaction>()

/** The transaction whose body is running on this call path, or null outside one. */
export const openTransaction = (): OpenTransaction | null => open.getStore() ?? null

type Transactional = Pick<Db, 'transaction'>

/**
 * Gives `db.transaction` commit hooks (see `openTransaction`): the services' changes and what they
 * announce of them (realtime events) commit together, whoever opened the transaction. A transaction run
 * again from its start (a lost connection) starts with no hooks.
 */
export function withCommitHooks<D extends Transactional>(db: D): D {
  const transaction = db.transaction.bind(db)
  const hooked: Transactional['transaction'] = async (body, config) => {
    let hooks: OpenTransaction = { beforeCommit: [], afterCommit: [] }
    const result = await transaction(async (tx) => {
      hooks = { beforeCommit: [], afterCommit: [] }
      const value = await open.run(hooks, () => body(tx))
      for (const hook of hooks.beforeCommit) await hook(tx)
      return value
    }, config)
    for (const hook of hooks.afterCommit) hook()
    return result
  }
  db.transaction = hooked
  return db
}
