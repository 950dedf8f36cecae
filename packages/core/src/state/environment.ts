import { readCookie, writeCookie } from './cookies'

/**
 * What the app reads from and writes to the visitor's side: cookies and preferred languages. In the
 * browser that is the document; while the site's server renders a page, it is that one request (its
 * `Cookie` and `Accept-Language` headers) and the response's `Set-Cookie`, so two visitors rendered at
 * once never see each other's.
 */
export interface AppEnvironment {
  /** True while the site's server renders: nothing may touch `window` or `document`. */
  server: boolean
  readCookie: (name: string) => string | null
  writeCookie: (name: string, value: string, maxAgeSeconds: number) => void
  /** The visitor's languages, the most wanted first. */
  languages: readonly string[]
}

export const browserEnvironment: AppEnvironment = {
  server: false,
  readCookie: (name) => readCookie(name),
  writeCookie,
  get languages() {
    return navigator.languages
  },
}
