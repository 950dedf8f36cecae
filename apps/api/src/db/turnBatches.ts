// The embedded database (PGlite) has one connection: it runs every statement in turn, and a write costs
// about a millisecond and a half to commit whatever it writes. A server answering many searches at once
// would queue one read and one insert per search; calls made in the same turn of the event loop, and
// those made while the previous batch was still running, are run as one instead (a group commit).

/**
 * Wraps `run` so that the calls made on the same key (a database handle) in one turn of the event loop
 * are run together once the turn ends: `run` gets every call's input, in order, and answers each one's
 * result in the same order. While a key's batch runs, its new calls wait and go as the next batch. Each
 * caller still goes on only once its own work is done. When a batch of several fails, each call is run
 * again on its own, so only a call that fails by itself sees an error.
 */
export function batchedPerTurn<Key extends object, Input, Output>(
  run: (key: Key, inputs: Input[]) => Promise<Output[]>,
): (key: Key, input: Input) => Promise<Output> {
  interface Waiting {
    input: Input
    resolve: (output: Output) => void
    reject: (error: unknown) => void
  }
  const waiting = new WeakMap<Key, Waiting[]>()
  const running = new WeakSet<Key>()

  async function flush(key: Key, batch: Waiting[]) {
    try {
      const outputs = await run(
        key,
        batch.map(({ input }) => input),
      )
      batch.forEach(({ resolve }, index) => resolve(outputs[index]!))
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error)
      await Promise.all(
        batch.map(({ input, resolve, reject }) =>
          run(key, [input]).then(([output]) => resolve(output!), reject),
        ),
      )
    }
  }

  /** Runs the key's waiting calls, then (a turn later) those that came while they ran. */
  async function runWaiting(key: Key) {
    const batch = waiting.get(key)
    if (!batch) return
    waiting.delete(key)
    running.add(key)
    await flush(key, batch)
    running.delete(key)
    if (waiting.has(key)) setImmediate(() => void runWaiting(key))
  }

  return (key, input) =>
    new Promise<Output>((resolve, reject) => {
      let batch = waiting.get(key)
      if (!batch) {
        waiting.set(key, (batch = []))
        if (!running.has(key)) setImmediate(() => void runWaiting(key))
      }
      batch.push({ input, resolve, reject })
    })
}
