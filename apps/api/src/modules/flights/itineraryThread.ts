import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Locale } from '@rihla/api-contract'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import type { Rates } from '../inventory/pricing'
import type { Network } from './inventory'
import type { View } from './render'

// A search's itineraries are the bulk of its work on the server: planned, priced for every fare and
// written as JSON, about half of what the API's main thread spent on a search. They depend on the search,
// the reference network and the rates alone, so a worker thread builds them while the main thread
// parses, checks and answers other requests; the main thread sends it the rates each search reads.

export type ItineraryRequest =
  | { op: 'network'; networkId: number; network: Network }
  | {
      op: 'itineraries'
      id: number
      networkId: number
      search: SearchCriteria
      provider: string | null
      locale: Locale
      currency: string
      rates: Rates
    }

export type ItineraryReply =
  { id: number; ok: true; json: string } | { id: number; ok: false; message: string }

/** The worker runs the API's TypeScript as the server does, through tsx. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

export class ItineraryThread {
  readonly #worker: Worker
  readonly #pending = new Map<number, { resolve: (json: string) => void; reject: (error: Error) => void }>()
  readonly #networkIds = new WeakMap<Network, number>()
  #nextId = 1
  #failure: Error | null = null

  constructor() {
    this.#worker = new Worker(new URL('./itineraryWorker.ts', import.meta.url), {
      execArgv: ['--import', tsxLoader],
    })
    this.#worker.unref()
    this.#worker.on('message', (reply: ItineraryReply) => {
      const call = this.#pending.get(reply.id)
      if (!call) return
      this.#pending.delete(reply.id)
      // An idle worker does not keep the process alive; one with a search in flight does.
      if (this.#pending.size === 0) this.#worker.unref()
      if (reply.ok) call.resolve(reply.json)
      else call.reject(new Error(reply.message))
    })
    const fail = (error: Error) => {
      this.#failure = error
      for (const call of this.#pending.values()) call.reject(error)
      this.#pending.clear()
    }
    this.#worker.on('error', fail)
    this.#worker.on('exit', (code) => fail(new Error(`The itinerary worker stopped (exit code ${code})`)))
  }

  /** The JSON of `searchItineraries(view, search, provider)`, built on the worker. */
  itinerariesJson(view: View, search: SearchCriteria, provider: string | null): Promise<string> {
    if (this.#failure) return Promise.reject(this.#failure)
    let networkId = this.#networkIds.get(view.network)
    if (networkId === undefined) {
      networkId = this.#nextId++
      this.#networkIds.set(view.network, networkId)
      this.#worker.postMessage({ op: 'network', networkId, network: view.network } satisfies ItineraryRequest)
    }
    const id = this.#nextId++
    const { locale, currency, rates } = view
    if (this.#pending.size === 0) this.#worker.ref()
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      this.#worker.postMessage({
        op: 'itineraries',
        id,
        networkId,
        search,
        provider,
        locale,
        currency,
        rates,
      } satisfies ItineraryRequest)
    })
  }

  async close(): Promise<void> {
    await this.#worker.terminate()
  }
}
