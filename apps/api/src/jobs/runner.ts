import type { Logger } from '../logger'
import { errorDetails } from '../logger'
import type { JobClaim } from './claims'

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

export interface JobRunnerOptions {
  jobs: Job[]
  intervalMs: number
  logger: Logger
  /**
   * Claims a job's run across processes (`claimJobRun` on a shared Postgres); null when another
   * process has it. Without it every run is this process's own (one process on PGlite).
   */
  claim?: (name: string, intervalMs: number) => Promise<JobClaim | null>
}

/**
 * Runs the jobs every `intervalMs`, one run at a time: a tick that finds the previous run still going
 * is skipped rather than queued, so a slow database never piles runs up. With `claim`, a job runs in
 * the one process that claimed its run. A job that fails is logged and the others still run; the next
 * tick tries again (the claim of a failed run is finished too, so the next interval's claim succeeds).
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  let current: Promise<void> | null = null
  let stopped = false

  const runJob = async (job: Job, now: Date) => {
    const claim = options.claim ? await options.claim(job.name, options.intervalMs) : null
    if (options.claim && !claim) return
    try {
      await job.run(now)
    } finally {
      await claim?.finish()
    }
  }
  const runAll = async () => {
    for (const job of options.jobs) {
      try {
        await runJob(job, new Date())
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
