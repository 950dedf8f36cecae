import { describe, expect, it } from 'vitest'
import { sharingFetch } from './sharedAnswers'

const API = 'http://api.test'

/** A stand-in API that counts what reaches it and answers with the count. */
function countingApi(status = 200) {
  const seen: string[] = []
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push(`${request.method} ${new URL(request.url).pathname}`)
    return Promise.resolve(Response.json({ answer: seen.length }, { status }))
  }
  return { fetch: fetch, seen }
}

const read = async (response: Response) => ((await response.json()) as { answer: number }).answer

describe('answers shared between server renders', () => {
  it('answers an identical request for shared data from the first one, concurrent ones included', async () => {
    const api = countingApi()
    const shared = sharingFetch(api.fetch)
    const headers = { locale: 'ar' }
    const answers = await Promise.all([
      shared(`${API}/api/v2/utilities`, { headers }),
      shared(`${API}/api/v2/utilities`, { headers }),
    ])
    expect(await Promise.all(answers.map(read))).toEqual([1, 1])
    expect(await read(await shared(`${API}/api/v2/utilities`, { headers }))).toBe(1)
    expect(api.seen).toEqual(['GET /api/v2/utilities'])
  })

  it('keeps answers apart by language, credentials and body', async () => {
    const api = countingApi()
    const shared = sharingFetch(api.fetch)
    await shared(`${API}/api/v2/utilities`, { headers: { locale: 'en' } })
    await shared(`${API}/api/v2/utilities`, { headers: { locale: 'ar' } })
    await shared(`${API}/air/api/countries`, { headers: { authorization: 'Bearer a' } })
    await shared(`${API}/air/api/countries`, { headers: { authorization: 'Bearer b' } })
    const settings = (groups: string[]) =>
      shared(`${API}/api/v2/settings/index`, { method: 'POST', body: JSON.stringify({ groups }) })
    await settings(['site'])
    await settings(['home'])
    await settings(['site'])
    expect(api.seen).toHaveLength(6)
  })

  it('always asks for what depends on the visitor', async () => {
    const api = countingApi()
    const shared = sharingFetch(api.fetch)
    await shared(`${API}/api/v2/geolocation`)
    await shared(`${API}/api/v2/geolocation`)
    await shared(`${API}/air/api/get-client-currency`)
    await shared(`${API}/air/api/get-client-currency`)
    expect(api.seen).toHaveLength(4)
  })

  it('keeps no failure, and nothing past its time', async () => {
    const failing = countingApi(503)
    const sharedFailing = sharingFetch(failing.fetch)
    expect((await sharedFailing(`${API}/widget?payload=p`)).status).toBe(503)
    expect((await sharedFailing(`${API}/widget?payload=p`)).status).toBe(503)
    expect(failing.seen).toHaveLength(2)

    const api = countingApi()
    const shared = sharingFetch(api.fetch, { ttlMs: 20 })
    expect(await read(await shared(`${API}/widget?payload=p`))).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(await read(await shared(`${API}/widget?payload=p`))).toBe(2)
  })
})
