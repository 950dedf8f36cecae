// Everything the benchmark starts (servers, browsers, temp dirs) registers how to undo itself here, so an
// error or Ctrl+C part-way through still leaves nothing running.
const pending = []

/** Registers an undo step; the returned function runs it now and forgets it. */
export function onCleanup(step) {
  pending.push(step)
  return async () => {
    const index = pending.indexOf(step)
    if (index === -1) return
    pending.splice(index, 1)
    await step()
  }
}

/**
 * Runs every registered step, newest first; one failing step does not stop the others. A second call
 * while the steps run (Ctrl+C during an error's cleanup) waits for the same run.
 */
export function cleanUpAll() {
  running ??= drain().finally(() => (running = null))
  return running
}

let running = null

async function drain() {
  while (pending.length) {
    try {
      await pending.pop()()
    } catch (error) {
      console.error(`bench: cleanup failed: ${error.message}`)
    }
  }
}

/**
 * Runs a bench script started on its own (`node scripts/bench/x.mjs`): its figures are `run`'s, and
 * whatever happens (an error, Ctrl+C) everything it started is undone before the process ends.
 */
export async function runAlone(name, run) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await cleanUpAll()
      process.exit(130)
    })
  }
  try {
    await run()
  } catch (error) {
    console.error(`${name} bench failed: ${error.stack ?? error}`)
    process.exitCode = 1
  } finally {
    await cleanUpAll()
  }
}
