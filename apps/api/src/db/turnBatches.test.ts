import { describe, expect, it } from 'vitest'
import { batchedPerTurn } from './turnBatches'

const twice = () => {
  const batches: number[][] = []
  const run = batchedPerTurn((_key: object, inputs: number[]) => {
    batches.push(inputs)
    if (inputs.includes(13)) return Promise.reject(new Error('13 fails'))
    return Promise.resolve(inputs.map((input) => input * 2))
  })
  return { run, batches }
}

describe('batchedPerTurn', () => {
  it('runs the calls of one turn on one key together, each caller getting its own answer', async () => {
    const { run, batches } = twice()
    const [first, second] = [{}, {}]
    const answers = await Promise.all([run(first, 1), run(first, 2), run(second, 3), run(first, 4)])
    expect(answers).toEqual([2, 4, 6, 8])
    expect(batches).toEqual([[1, 2, 4], [3]])
    expect(await run(first, 5)).toBe(10)
    expect(batches.at(-1)).toEqual([5])
  })

  it('runs a failed batch call by call, so only the failing call sees the error', async () => {
    const { run, batches } = twice()
    const key = {}
    const answers = await Promise.allSettled([run(key, 12), run(key, 13), run(key, 14)])
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'failed'))).toEqual([
      24,
      'failed',
      28,
    ])
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]])
  })

  it('holds the calls made while a batch runs and runs them as the next batch', async () => {
    const batches: number[][] = []
    let finishFirst = () => {}
    const run = batchedPerTurn((_key: object, inputs: number[]) => {
      batches.push(inputs)
      if (batches.length > 1) return Promise.resolve(inputs)
      return new Promise<number[]>((resolve) => (finishFirst = () => resolve(inputs)))
    })
    const key = {}
    const first = run(key, 1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(batches).toEqual([[1]])
    const later = [run(key, 2), run(key, 3)]
    await new Promise((resolve) => setImmediate(resolve))
    const after = run(key, 4)
    await new Promise((resolve) => setImmediate(resolve))
    expect(batches).toEqual([[1]])
    finishFirst()
    expect(await Promise.all([first, ...later, after])).toEqual([1, 2, 3, 4])
    expect(batches).toEqual([[1], [2, 3, 4]])
  })
})
