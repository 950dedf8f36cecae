import { parentPort } from 'node:worker_threads'
import { answerCalls } from '../../threads/workerCalls'
import type { Network } from './inventory'
import { searchItineraries } from './itineraries'
import type { ItineraryRequest } from './itineraryThread'

// The worker thread that builds and writes search answers' itineraries (see itineraryThread.ts).

if (!parentPort) throw new Error('itineraryWorker.ts runs as a worker thread')
const networks = new Map<number, Network>()
const utf8 = new TextEncoder()

answerCalls<ItineraryRequest>(parentPort, (request) => {
  if (request.op === 'network') {
    networks.set(request.networkId, request.network)
    return null
  }
  const network = networks.get(request.networkId)
  if (!network) throw new Error(`No network ${request.networkId}`)
  const { head, locale, currency, rates } = request
  const itineraries = searchItineraries({ network, locale, currency, rates }, head.search, head.provider)
  // Encoded here, whole: the main thread would otherwise encode every answer as it writes it.
  return utf8.encode(JSON.stringify({ ...head, itineraries }))
})
