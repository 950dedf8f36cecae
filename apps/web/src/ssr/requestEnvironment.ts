import type { AppEnvironment } from '@rihla/core'
import { parseCookie, serializeCookie } from '@rihla/core'

/** The languages of an `Accept-Language` header, the most wanted first (ties keep their order). */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}

/**
 * The app's view of one request on the site's server: its cookies (with what this render wrote
 * over them), its languages, and the `Set-Cookie` values the response must carry.
 */
export function requestEnvironment(request: Request): AppEnvironment & { setCookies: string[] } {
  const cookieHeader = request.headers.get('cookie') ?? ''
  const secure = new URL(request.url).protocol === 'https:'
  const written = new Map<string, string>()
  const setCookies: string[] = []
  return {
    server: true,
    readCookie: (name) => written.get(name) ?? parseCookie(name, cookieHeader),
    writeCookie: (name, value, maxAgeSeconds) => {
      written.set(name, value)
      setCookies.push(serializeCookie(name, value, maxAgeSeconds, secure))
    },
    languages: acceptedLanguages(request.headers.get('accept-language')),
    setCookies,
  }
}
