import { LRUCache } from 'lru-cache'

/**
 * The API's answers that are the same for every visitor of a site or widget: its settings, lists and
 * content, the widget data of a payload, redirects. A first visit's render asks for eight things, most of
 * them these; the renders of one server share them for a short while instead of each asking again.
 * What depends on the visitor (geolocation, their currency, anything signed in) is never among them.
 */
const SHARED = [
  /^\/api\/v2\/(utilities|settings\/index|path-lookup|pages\/[^/]+)$/,
  /^\/widget$/,
  /^\/air\/api\/(supported-currencies|countries|airlines\/[^/]+)$/,
]
/** Request headers an answer may vary by; the visitor's address is deliberately not one. */
const VARY = ['locale', 'authorization', 'app-version', 'x-forwarded-host']

interface SharedAnswer {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
}

export interface SharedAnswerOptions {
  /** How long an answer is reused. */
  ttlMs?: number
  /** How many answers are kept at most (the least recently used go first). */
  max?: number
}

/**
 * A fetch for the renderer that answers a shared request from a recent identical one (same method,
 * address, body and the headers of `VARY`); concurrent identical requests share one. Only successful
 * answers are kept; everything else goes to `fetch` as it is.
 */
export function sharingFetch(
  fetch: typeof globalThis.fetch,
  { ttlMs = 30_000, max = 1000 }: SharedAnswerOptions = {},
): typeof globalThis.fetch {
  const answers = new LRUCache<string, Promise<SharedAnswer | null>>({ max, ttl: ttlMs })
  return async (input, init) => {
    const request = new Request(input, init)
    if (
      !['GET', 'POST'].includes(request.method) ||
      !SHARED.some((path) => path.test(new URL(request.url).pathname))
    )
      return fetch(request)
    const body = request.method === 'POST' ? await request.clone().text() : ''
    const key = JSON.stringify([
      request.method,
      request.url,
      body,
      VARY.map((name) => request.headers.get(name)),
    ])
    const waiting = answers.get(key)
    if (waiting) {
      const kept = await waiting
      // The one it waited for failed: this request goes on its own, so its caller sees the API's answer.
      return kept ? answerOf(kept) : fetch(new Request(input, init))
    }
    let settle: (answer: SharedAnswer | null) => void = () => undefined
    answers.set(key, new Promise((resolve) => (settle = resolve)))
    try {
      const response = await fetch(request)
      // An error status is not kept: the next render asks again.
      if (!response.ok) {
        answers.delete(key)
        settle(null)
        return response
      }
      const kept = {
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      }
      settle(kept)
      return answerOf(kept)
    } catch (error) {
      answers.delete(key)
      settle(null)
      throw error
    }
  }
}

const answerOf = ({ status, headers, body }: SharedAnswer) => new Response(body.slice(0), { status, headers })
