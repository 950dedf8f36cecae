type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } }

/**
 * Ends the current task and resumes in a new one, so the browser may paint and handle input in between:
 * a page's start-up split this way is several short tasks instead of one long one (Total Blocking Time).
 * `scheduler.yield` resumes ahead of other queued tasks; a timeout is the fallback where it is missing.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
