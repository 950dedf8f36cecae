import type { Logger } from '../logger'
import { errorDetails } from '../logger'

export interface Job {
  name: string
  run: (now: Date) => Promise<unknown>
}

export interface JobRunner {
  /** Runs every job once now, unless a run is already going (then waits for that one). */
  runNow: () => Promise<void>
  /** No further runs; resolves when the current run (if any) has finished. */
  stop: () => Promise<void>
}

/**
 * Runs the jobs in process every `intervalMs`, one run at a time: a tick that finds the previous run
 * still going is skipped rather than queued, so a slow database never piles runs up. A job that fails
 * is logged and the others still run; the next tick tries again.
 */
export function startJobRunner(options: { jobs: Job[]; intervalMs: number; logger: Logger }): JobRunner {
  let current: Promise<void> | null = null
  let stopped = false

  const runAll = async () => {
    for (const job of options.jobs) {
      try {
        await job.run(new Date())
      } catch (error) {
        options.logger.error('Job failed', { job: job.name, ...errorDetails(error) })
      }
    }
  }
  const runNow = () => {
    if (stopped) return Promise.resolve()
    current ??= runAll().finally(() => {
      current = null
    })
    return current
  }
  const timer = setInterval(() => void runNow(), options.intervalMs)
  timer.unref()
  // Bookings that lapsed while the server was down expire at once, not an interval later.
  void runNow()
  return {
    runNow,
    async stop() {
      stopped = true
      clearInterval(timer)
      await current
    },
  }
}
