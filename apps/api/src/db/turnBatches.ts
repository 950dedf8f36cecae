// The embedded database (PGlite) has one connection: it runs every statement in turn, each at a fixed
// cost well above a small statement's own work. A server answering many searches at once would queue one
// read and one insert per search; calls made in the same turn of the event loop are run as one instead.

/**
 * Wraps `run` so that the calls made on the same key (a database handle) in one turn of the event loop
 * are run together once the turn ends: `run` gets every call's input, in order, and answers each one's
 * result in the same order. Each caller still goes on only once its own work is done. When a batch of
 * several fails, each call is run again on its own, so only a call that fails by itself sees an error.
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

  return (key, input) =>
    new Promise<Output>((resolve, reject) => {
      let batch = waiting.get(key)
      if (!batch) {
        const calls: Waiting[] = []
        waiting.set(key, (batch = calls))
        setImmediate(() => {
          waiting.delete(key)
          void flush(key, calls)
        })
      }
      batch.push({ input, resolve, reject })
    })
}
