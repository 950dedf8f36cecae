import type { Sql } from 'postgres'

/**
 * Errors of a connection that died under its statement (Postgres restarted, the backend was terminated,
 * the socket was reset), not of the statement itself. Our own `end()` (CONNECTION_ENDED/DESTROYED) is
 * not one: the pool is closing and a retry could only fail again.
 */
const CONNECTION_LOST = new Set([
  'CONNECTION_CLOSED',
  'ECONNRESET',
  'EPIPE',
  // admin_shutdown (a fast shutdown, pg_terminate_backend), crash_shutdown, cannot_connect_now (the
  // server shutting down or starting up: the statement never ran)
  '57P01',
  '57P02',
  '57P03',
  // connection_exception, connection_does_not_exist, connection_failure
  '08000',
  '08003',
  '08006',
])

/**
 * Seconds before a pooled connection that failed tries to connect again. postgres-js's default grows
 * with every failure of the pool's connections (3^n / 100 s, up to 20 s) and resets only when one
 * connects: after a Postgres restart of a few seconds, the pool's connections waited up to 20 s to
 * try again and the statements queued on them failed or waited that long. A short cap has them back
 * within half a second of Postgres.
 */
export const reconnectBackoff = (failures: number) => Math.min(0.05 * 2 ** failures, 0.5)

/** Whether `error`, or what it wraps (Drizzle wraps a driver's error as its `cause`), is a lost connection. */
export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && CONNECTION_LOST.has(code)) return true
    current = cause
  }
  return false
}

/**
 * A dead pooled connection reports itself only when used, and a restart kills them all together: before
 * trying again, the events already on their sockets are handled so the pool has dropped the dead ones.
 * One that had not yet shown it was dead may still be drawn, so a lost try is followed by a couple more.
 */
const settleSockets = (tries: number) => new Promise((resolve) => setTimeout(resolve, 5 * tries ** 2))
const TRIES = 3

async function retried<T>(attempt: () => Promise<T>, retryable: (error: unknown) => boolean): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (tries === TRIES || !retryable(error)) throw error
      await settleSockets(tries)
    }
  }
}

/**
 * The pool as Drizzle uses it (`unsafe` for a statement, `begin` for a transaction), where a statement
 * or transaction that fails because its connection was lost runs again on another connection:
 * after a Postgres restart every pooled connection is dead, and without this each one fails the request
 * that happens to use it next. Safe because nothing had committed:
 * - a statement outside a transaction had no result (a statement cut by a shutdown or a terminated
 *   backend is rolled back);
 * - a transaction is run again from its start, and only when the loss came before its COMMIT was sent
 *   (a COMMIT whose answer was lost may have committed, so it is not repeated).
 * Statements inside a transaction are never retried alone: their transaction is gone with its connection.
 */
export function retryingOnConnectionLoss(sql: Sql): Sql {
  const unsafe = (...[query, parameters, options]: Parameters<Sql['unsafe']>) => {
    // Lazy like postgres-js's own pending query: it runs when awaited, or its rows as arrays by `values()`.
    const run = (asArrays: boolean) =>
      retried(() => {
        const pending = sql.unsafe(query, parameters, options)
        return asArrays ? pending.values() : pending.then((rows): unknown => rows)
      }, isConnectionLoss)
    const lazy = {
      // Drizzle awaits what `unsafe` returns, as it would postgres-js's pending query.
      then: (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) =>
        run(false).then(resolve, reject),
      values: () => run(true),
    }
    return lazy
  }

  const begin = (async (body: (tx: unknown) => Promise<unknown>) => {
    let bodyDone = false
    return retried(
      () => {
        bodyDone = false
        return sql.begin(async (tx) => {
          const result = await body(tx)
          bodyDone = true
          return result
        })
      },
      (error) => !bodyDone && isConnectionLoss(error),
    )
  }) as unknown as Sql['begin']

  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe as Sql['unsafe']
      if (property === 'begin') return begin
      return Reflect.get(target, property, receiver) as unknown
    },
  })
}
