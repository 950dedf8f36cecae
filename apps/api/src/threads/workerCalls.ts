import type { MessagePort, Worker } from 'node:worker_threads'

// Calls from the main thread to a worker thread and their answers, for the workers that take work off the
// API's main thread (the PGlite database, flight search itineraries). Worker entries load this file as
// Node strips its types: it uses TypeScript's erasable syntax only and imports nothing of ours.

/** An error as it crosses threads: its message and own fields (a DatabaseError's code, detail…). */
export interface SerializedError {
  name: string
  message: string
  fields: Record<string, unknown>
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError }

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} }
  const fields: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(error)) {
    // Only what structured clone can carry: a DatabaseError's fields are strings and numbers.
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[field] = value
  }
  return { name: error.name, message: error.message, fields }
}

/** In a worker: answers each call `{ id, request }` with what `handle` returns or throws. */
export function answerCalls<Request>(port: MessagePort, handle: (request: Request) => unknown) {
  port.on('message', ({ id, request }: { id: number; request: Request }) => {
    // Started in the order they arrive; an async handler's answers go as each is ready.
    Promise.resolve()
      .then(() => handle(request))
      .then(
        (value) => port.postMessage({ id, ok: true, value } satisfies Reply),
        (error: unknown) => port.postMessage({ id, ok: false, error: serializeError(error) } satisfies Reply),
      )
  })
}

/**
 * On the main thread: `call(request)` sends a request to a worker running `answerCalls` and resolves
 * with its answer. An idle worker does not keep the process alive; one with a call in flight does. Once
 * the worker fails or stops, every call in flight and after fails with that error.
 */
export function workerCalls<Request>(worker: Worker, name: string) {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let nextId = 1
  let failure: Error | null = null
  worker.unref()
  worker.on('message', (reply: Reply) => {
    const call = pending.get(reply.id)
    if (!call) return
    pending.delete(reply.id)
    if (pending.size === 0) worker.unref()
    if (reply.ok) call.resolve(reply.value)
    else
      call.reject(
        Object.assign(new Error(reply.error.message), reply.error.fields, { name: reply.error.name }),
      )
  })
  const fail = (error: Error) => {
    failure = error
    for (const call of pending.values()) call.reject(error)
    pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`The ${name} worker stopped (exit code ${code})`)))

  return <Value>(request: Request): Promise<Value> => {
    if (failure) return Promise.reject(failure)
    const id = nextId++
    if (pending.size === 0) worker.ref()
    return new Promise<Value>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ id, request })
    })
  }
}
