import { describe, expect, it, vi } from 'vitest'
import { frameAncestorsPolicy } from './frameAncestors'

const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })))

describe('frameAncestorsPolicy', () => {
  it('names the origins the API gives for a signed payload, asking once per payload', async () => {
    const fetch = answer(200, { origins: ['https://partner.example', 'http://127.0.0.1:4175'] })
    const policyFor = frameAncestorsPolicy('http://api', fetch)
    expect(await policyFor('a.b.c')).toBe('frame-ancestors https://partner.example http://127.0.0.1:4175')
    expect(await policyFor('a.b.c')).toBe('frame-ancestors https://partner.example http://127.0.0.1:4175')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]).toEqual([
      'http://api/widget/frame-ancestors?payload=a.b.c',
      expect.anything(),
    ])
  })

  it('lets no page frame the widget without a payload, for one the API refuses, or a partner with no origins', async () => {
    const refused = frameAncestorsPolicy('http://api', answer(401, { message: 'x' }))
    expect(await refused(null)).toBe("frame-ancestors 'none'")
    expect(await refused('forged')).toBe("frame-ancestors 'none'")
    const none = frameAncestorsPolicy('http://api', answer(200, { origins: [] }))
    expect(await none('site')).toBe("frame-ancestors 'none'")
  })

  it('never passes on a source that is not an origin', async () => {
    const policyFor = frameAncestorsPolicy(
      'http://api',
      answer(200, { origins: ['https://ok.example', 'https://x.example; script-src *', '*'] }),
    )
    expect(await policyFor('p')).toBe('frame-ancestors https://ok.example')
  })
})
