import { parentPort } from 'node:worker_threads'
import { answerCalls } from '../../threads/workerCalls'
import type { Network } from './inventory'
import { searchItineraries } from './itineraries'
import type { ItineraryRequest } from './itineraryThread'

// The worker thread that builds and writes search answers' itineraries (see itineraryThread.ts).

if (!parentPort) throw new Error('itineraryWorker.ts runs as a worker thread')
const networks = new Map<number, Network>()

answerCalls<ItineraryRequest>(parentPort, (request) => {
  if (request.op === 'network') {
    networks.set(request.networkId, request.network)
    return null
  }
  const network = networks.get(request.networkId)
  if (!network) throw new Error(`No network ${request.networkId}`)
  const { search, provider, locale, currency, rates } = request
  return JSON.stringify(searchItineraries({ network, locale, currency, rates }, search, provider))
})
