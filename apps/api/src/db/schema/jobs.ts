import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Each background job's latest run, shared by every API process on the database: a process runs a job
 * only after claiming its run here, so however many processes are up, one runs it each interval.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  /** Null while the claimed run is going (or its process died during it). */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})
