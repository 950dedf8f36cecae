import { parentPort } from 'node:worker_threads'
import type { Network } from './inventory'
import { searchItineraries } from './itineraries'
import type { ItineraryReply, ItineraryRequest } from './itineraryThread'

// The worker thread that builds and writes search answers' itineraries (see itineraryThread.ts).

if (!parentPort) throw new Error('itineraryWorker.ts runs as a worker thread')
const port = parentPort
const networks = new Map<number, Network>()

port.on('message', (request: ItineraryRequest) => {
  if (request.op === 'network') {
    networks.set(request.networkId, request.network)
    return
  }
  let reply: ItineraryReply
  try {
    const network = networks.get(request.networkId)
    if (!network) throw new Error(`No network ${request.networkId}`)
    const { search, provider, locale, currency, rates } = request
    const itineraries = searchItineraries({ network, locale, currency, rates }, search, provider)
    reply = { id: request.id, ok: true, json: JSON.stringify(itineraries) }
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  port.postMessage(reply)
})
