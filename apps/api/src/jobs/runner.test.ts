import { afterEach, describe, expect, it } from 'vitest'
import type { Logger } from '../logger'
import { startJobRunner } from './runner'
import type { JobRunner } from './runner'

const runners: JobRunner[] = []
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()))
})

function recordingLogger() {
  const errors: { message: string; details?: Record<string, unknown> | undefined }[] = []
  const logger: Logger = { info: () => {}, error: (message, details) => errors.push({ message, details }) }
  return { logger, errors }
}

describe('job runner', () => {
  it('runs once at start and then every interval, one run at a time', async () => {
    let running = 0
    let mostAtOnce = 0
    let runs = 0
    const { logger } = recordingLogger()
    const runner = startJobRunner({
      intervalMs: 10,
      logger,
      jobs: [
        {
          name: 'slow',
          run: async () => {
            running += 1
            mostAtOnce = Math.max(mostAtOnce, running)
            await new Promise((resolve) => setTimeout(resolve, 35))
            running -= 1
            runs += 1
          },
        },
      ],
    })
    runners.push(runner)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await runner.stop()
    expect(runs).toBeGreaterThanOrEqual(2)
    // Ticks every 10 ms against runs of 35 ms: without the guard several would overlap.
    expect(mostAtOnce).toBe(1)
    const after = runs
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(runs).toBe(after)
  })

  it('logs a failing job and still runs the others', async () => {
    const { logger, errors } = recordingLogger()
    const ran: string[] = []
    const runner = startJobRunner({
      intervalMs: 60_000,
      logger,
      jobs: [
        { name: 'broken', run: () => Promise.reject(new Error('database away')) },
        { name: 'fine', run: () => Promise.resolve(ran.push('fine')) },
      ],
    })
    runners.push(runner)
    await runner.runNow()
    expect(ran).toEqual(['fine'])
    expect(errors[0]).toMatchObject({
      message: 'Job failed',
      details: { job: 'broken', error: 'database away' },
    })
  })
})

describe('job runner with claims', () => {
  it('runs only the jobs whose run it claimed, and finishes each claim, failed runs too', async () => {
    const { logger } = recordingLogger()
    const ran: string[] = []
    const finished: string[] = []
    const runner = startJobRunner({
      intervalMs: 60_000,
      logger,
      claim: (name) =>
        Promise.resolve(
          name === 'theirs' ? null : { finish: () => Promise.resolve(void finished.push(name)) },
        ),
      jobs: [
        { name: 'mine', run: () => Promise.resolve(ran.push('mine')) },
        { name: 'theirs', run: () => Promise.resolve(ran.push('theirs')) },
        { name: 'broken', run: () => Promise.reject(new Error('database away')) },
      ],
    })
    runners.push(runner)
    await runner.runNow()
    expect(ran).toEqual(['mine'])
    expect(finished).toEqual(['mine', 'broken'])
  })
})
