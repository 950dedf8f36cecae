import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { jobRuns } from '../db/schema'

/** A run whose process has said nothing for this long died during it; another process runs it again. */
export const JOB_LEASE_MS = 5 * 60_000

export interface JobClaim {
  /** Records the claimed run as finished. */
  finish: () => Promise<void>
}

/**
 * Claims the run of `name` due now for this process, in one atomic statement: the job's previous run
 * finished and was claimed at least (almost) an interval ago, or was claimed longer than the lease ago
 * and never finished (its process died). Null when another process has this interval's run. Times are
 * the database's, so the processes' own clocks need not agree.
 */
export async function claimJobRun(db: Db, name: string, intervalMs: number): Promise<JobClaim | null> {
  // Ticks of several processes drift; a tenth of the interval keeps a tick that comes early from losing it.
  const due = sql`now() - make_interval(secs => ${(intervalMs * 0.9) / 1000})`
  const stale = sql`now() - make_interval(secs => ${JOB_LEASE_MS / 1000})`
  // Milliseconds, as a JavaScript date holds them: `finish` finds the run by the time it was claimed.
  const claimedAt = sql`date_trunc('milliseconds', now())`
  const [claimed] = await db
    .insert(jobRuns)
    .values({ name, claimedAt, finishedAt: null })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { claimedAt, finishedAt: null },
      setWhere: sql`(${jobRuns.finishedAt} is not null and ${jobRuns.claimedAt} <= ${due}) or ${jobRuns.claimedAt} <= ${stale}`,
    })
    .returning({ claimedAt: jobRuns.claimedAt })
  if (!claimed) return null
  return {
    finish: async () => {
      await db
        .update(jobRuns)
        .set({ finishedAt: sql`now()` })
        .where(and(eq(jobRuns.name, name), eq(jobRuns.claimedAt, claimed.claimedAt)))
    },
  }
}
