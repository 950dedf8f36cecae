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
