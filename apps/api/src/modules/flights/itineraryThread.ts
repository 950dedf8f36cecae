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
// the reference network and the rates alone, so a worker thread builds and writes the whole answer while
// the main thread parses, checks and answers other requests; the main thread sends it the search's
// session (the answer's head) and the rates each search reads.

export type ItineraryRequest =
  | { op: 'network'; networkId: number; network: Network }
  | {
      op: 'answer'
      networkId: number
      head: SearchHead
      locale: Locale
      currency: string
      rates: Rates
    }

/** What a search answers besides its itineraries, in the order the answer lists them. */
export interface SearchHead {
  refId: string
  expiresAt: string
  provider: string | null
  search: SearchCriteria
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

  /**
   * The answer `{ ...head, itineraries: searchItineraries(view, head.search, head.provider) }` as JSON in
   * UTF-8, written on a worker.
   */
  async answerJson(view: View, head: SearchHead): Promise<Uint8Array<ArrayBuffer>> {
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
      return await worker.call<Uint8Array<ArrayBuffer>>({
        op: 'answer',
        networkId,
        head,
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
