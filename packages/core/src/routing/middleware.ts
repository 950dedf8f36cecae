import type { Vertical } from '@rihla/api-contract'
import type { ParsedLocation } from '@tanstack/react-router'
import { isCancelledError } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { atom } from 'jotai'
import { appDataAtom } from '../bootstrap/appData'
import { reloadOnce } from '../bootstrap/buildCheck'
import { saveLocale, savedLocale } from '../bootstrap/language'
import { startApp } from '../bootstrap/startup'
import { coreQueries } from '../queries'
import { isAuthenticatedAtom } from '../state/session'
import { restoreStoredValues } from '../state/storage'
import type { RouterContext } from './context'
import { localePath, namedRouteHref, stripLocale } from './namedRoutes'
import { REDIRECT_PARAM, SIGN_IN_PARAM, isSignInRequested } from './signIn'

/** False until the root-redirect check of the first navigation has run (SPEC.md §4). */
export const redirectCompleteAtom = atom(false)

/** SPEC.md §2: paths the global page check (path lookup) leaves alone. */
export function isPageCheckExcluded(pathname: string): boolean {
  const { path } = stripLocale(pathname)
  return /^\/(error|404|500)\/?$/.test(path) || path.startsWith('/_') || /^\/favicon(\.\w+)?$/.test(path)
}

const withoutPayload = (location: ParsedLocation) => {
  const search = new URLSearchParams(location.searchStr)
  search.delete('payload')
  const query = search.toString()
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ? `#${location.hash}` : ''}`
}

/** Never settles: the browser is leaving for another site. */
const leavingPage = () => new Promise<never>(() => undefined)

/**
 * Runs before every navigation (the root route's beforeLoad): a pending build reload, the app's
 * startup, the payload clean-up, the language redirect, the single-vertical root redirect, and the
 * `routing` middleware's path lookup.
 */
export async function navigationMiddleware(context: RouterContext, location: ParsedLocation) {
  if (context.buildCheck.reloadPending && reloadOnce(location.href)) return leavingPage()

  // The lookup needs nothing from the startup, so both go out together.
  const lookup = isPageCheckExcluded(location.pathname)
    ? Promise.resolve(null)
    : context.queryClient
        .fetchQuery(coreQueries.pathLookup(context.api, location.pathname))
        .catch((error: unknown) => {
          // Cancelled: the navigation ended first (a redirect; on the server, the request's end).
          if (!isCancelledError(error)) console.warn('Path lookup failed', error)
          return null
        })
  const startup = await startApp(context, location)
  if (startup.payloadInUrl && new URLSearchParams(location.searchStr).has('payload')) {
    throw redirect({ href: withoutPayload(location), replace: true })
  }

  const { locale: urlLocale, path } = stripLocale(location.pathname)
  if (urlLocale) {
    saveLocale(context.store, urlLocale, context.env)
  } else {
    const chosen = savedLocale(context.env) ?? startup.locale
    if (chosen !== 'en') {
      throw redirect({
        href: `${localePath(path, chosen)}${location.searchStr}`,
        replace: true,
      })
    }
  }

  const allowed = startup.appData.widget.styles.allowedVerticals
  if (path === '/' && allowed.length === 1 && allowed[0]) {
    // The auth middleware's sign-in request rides along: without it, a widget's visitor sent to sign in
    // from a booking step would land on the vertical's home with no way back to the step.
    const signIn = isSignInRequested(location.searchStr) ? location.searchStr : ''
    const home = namedRouteHref(allowed[0], urlLocale ?? 'en', context.slugs)
    throw redirect({ href: `${home}${signIn}`, replace: true })
  }
  context.store.set(redirectCompleteAtom, true)

  const target = await lookup
  if (!target) return
  if (target.external) {
    // The server answers with the redirect itself; the browser leaves for the other site.
    if (context.env.server) throw redirect({ href: target.to, statusCode: target.status })
    window.location.assign(target.to)
    return leavingPage()
  }
  throw redirect({ href: target.to, replace: true, statusCode: target.status })
}

/** The `vertical` middleware: a vertical's routes exist only where the widget allows that vertical. */
export function requireVertical(context: Pick<RouterContext, 'store'>, vertical: Vertical) {
  const appData = context.store.get(appDataAtom)
  if (!appData?.widget.styles.allowedVerticals.includes(vertical)) throw notFound()
}

/**
 * The `auth` middleware: a visitor goes to sign-in (the login modal, opened on Home) and comes back
 * to where they were going afterwards.
 */
export async function requireAuth(context: Pick<RouterContext, 'store'>, location: ParsedLocation) {
  // The stored user is read once the first page is on screen (storage.ts); a guard that runs before
  // then, on a page the server rendered, waits for it.
  await restoreStoredValues(context.store)
  if (context.store.get(isAuthenticatedAtom)) return
  const { locale } = stripLocale(location.pathname)
  throw redirect({
    href: `${localePath('/', locale ?? 'en')}?${new URLSearchParams({ [SIGN_IN_PARAM]: 'required', [REDIRECT_PARAM]: location.href })}`,
  })
}
