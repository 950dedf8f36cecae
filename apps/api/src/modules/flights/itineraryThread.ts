import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Locale } from '@rihla/api-contract'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import { workerCalls } from '../../threads/workerCalls'
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
      networkId: number
      search: SearchCriteria
      provider: string | null
      locale: Locale
      currency: string
      rates: Rates
    }

/** The worker runs the API's TypeScript as the server does, through tsx. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** One worker and what it holds: the networks sent to it, the calls it has not answered yet. */
class ItineraryWorker {
  readonly worker = new Worker(new URL('./itineraryWorker.ts', import.meta.url), {
    execArgv: ['--import', tsxLoader],
  })
  readonly call = workerCalls<ItineraryRequest>(this.worker, 'itinerary')
  readonly networks = new Set<number>()
  inFlight = 0
}

/**
 * The itinerary workers of a process: `size` threads (by default one per core, at most two), each
 * search on the one with the fewest calls in flight. One thread was the bottleneck at 50 concurrent
 * searches: it did two thirds of each search's work while the main thread mostly waited for it.
 */
export class ItineraryThread {
  readonly #workers: ItineraryWorker[]
  readonly #networkIds = new WeakMap<Network, number>()
  #nextNetworkId = 1

  constructor(size = Math.min(2, availableParallelism())) {
    this.#workers = Array.from({ length: Math.max(1, size) }, () => new ItineraryWorker())
  }

  /** The JSON of `searchItineraries(view, search, provider)` as UTF-8, built on a worker. */
  async itinerariesJson(view: View, search: SearchCriteria, provider: string | null): Promise<Uint8Array> {
    let networkId = this.#networkIds.get(view.network)
    if (networkId === undefined) {
      networkId = this.#nextNetworkId++
      this.#networkIds.set(view.network, networkId)
    }
    const worker = this.#workers.reduce((idlest, candidate) =>
      candidate.inFlight < idlest.inFlight ? candidate : idlest,
    )
    if (!worker.networks.has(networkId)) {
      worker.networks.add(networkId)
      // Sent once to each worker; a worker takes calls in order, so the searches after it find it there.
      void worker.call({ op: 'network', networkId, network: view.network }).catch(() => {})
    }
    const { locale, currency, rates } = view
    worker.inFlight += 1
    try {
      return await worker.call<Uint8Array>({
        op: 'itineraries',
        networkId,
        search,
        provider,
        locale,
        currency,
        rates,
      })
    } finally {
      worker.inFlight -= 1
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map(({ worker }) => worker.terminate()))
  }
}
