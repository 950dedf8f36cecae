/** Answers kept per payload: a page load per visitor must not be an API call per visitor. */
const CACHE_MS = 60_000
const CACHE_ENTRIES = 1_000

const isOrigin = (value: string) => {
  try {
    return new URL(value).origin === value
  } catch {
    return false
  }
}

/** The `frame-ancestors` policy of the partner a payload names, from the API; `'none'` for no partner. */
export function frameAncestorsPolicy(apiUrl: string, fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, { policy: string; until: number }>()

  async function lookUp(payload: string): Promise<string> {
    try {
      const response = await fetchImpl(
        `${apiUrl}/widget/frame-ancestors?payload=${encodeURIComponent(payload)}`,
        { signal: AbortSignal.timeout(5_000) },
      )
      if (!response.ok) return "frame-ancestors 'none'"
      const { origins } = (await response.json()) as { origins?: unknown }
      const allowed = Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : []
      const sources = allowed.filter(isOrigin)
      return `frame-ancestors ${sources.length ? sources.join(' ') : "'none'"}`
    } catch {
      return "frame-ancestors 'none'"
    }
  }

  return async (payload: string | null): Promise<string> => {
    if (!payload) return "frame-ancestors 'none'"
    const cached = cache.get(payload)
    if (cached && cached.until > Date.now()) return cached.policy
    const policy = await lookUp(payload)
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
    cache.set(payload, { policy, until: Date.now() + CACHE_MS })
    return policy
  }
}
