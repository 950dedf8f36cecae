import { createRequire } from 'node:module'
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

export class ItineraryThread {
  readonly #worker = new Worker(new URL('./itineraryWorker.ts', import.meta.url), {
    execArgv: ['--import', tsxLoader],
  })
  readonly #call = workerCalls<ItineraryRequest>(this.#worker, 'itinerary')
  readonly #networkIds = new WeakMap<Network, number>()
  #nextNetworkId = 1

  /** The JSON of `searchItineraries(view, search, provider)`, built on the worker. */
  itinerariesJson(view: View, search: SearchCriteria, provider: string | null): Promise<string> {
    let networkId = this.#networkIds.get(view.network)
    if (networkId === undefined) {
      networkId = this.#nextNetworkId++
      this.#networkIds.set(view.network, networkId)
      // Sent once; the worker takes calls in order, so the searches after it find it there.
      void this.#call({ op: 'network', networkId, network: view.network }).catch(() => {})
    }
    const { locale, currency, rates } = view
    return this.#call<string>({ op: 'itineraries', networkId, search, provider, locale, currency, rates })
  }

  async close(): Promise<void> {
    await this.#worker.terminate()
  }
}
