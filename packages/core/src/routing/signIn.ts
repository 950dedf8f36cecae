/** The query that asks for the login modal: `?signIn=required&redirect=<where the visitor was going>`. */
export const SIGN_IN_PARAM = 'signIn'
export const REDIRECT_PARAM = 'redirect'

/**
 * A redirect target is followed only when it is a path on this site: an absolute or protocol-relative
 * URL (`https://evil.example`, `//evil.example`, `/\evil.example`) would send a visitor who just signed
 * in to another site.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  const base = 'https://rihla.invalid'
  try {
    const url = new URL(value, base)
    if (url.origin !== base) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

/** True when the address asks for sign-in (the `auth` middleware's redirect). */
export const isSignInRequested = (searchStr: string) =>
  new URLSearchParams(searchStr).get(SIGN_IN_PARAM) === 'required'

/**
 * Where to go once the visitor has signed in: the redirect the `auth` middleware asked for, when it is a
 * path on this site; else the page they are on, without the sign-in request (so a reload does not ask
 * again). Null when the address has nothing to change.
 */
export function afterSignInHref(location: {
  pathname: string
  searchStr: string
  hash?: string
}): string | null {
  const search = new URLSearchParams(location.searchStr)
  const redirect = safeRedirectPath(search.get(REDIRECT_PARAM))
  if (redirect) return redirect
  if (!search.has(SIGN_IN_PARAM) && !search.has(REDIRECT_PARAM)) return null
  return withoutSignInRequest(location)
}

/** The address without the sign-in request: a visitor who closes the login modal stays where they are. */
export function withoutSignInRequest(location: {
  pathname: string
  searchStr: string
  hash?: string
}): string {
  const search = new URLSearchParams(location.searchStr)
  search.delete(SIGN_IN_PARAM)
  search.delete(REDIRECT_PARAM)
  const query = search.toString()
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ? `#${location.hash}` : ''}`
}
