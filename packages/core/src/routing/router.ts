import type { AnyRouter } from '@tanstack/react-router'
import { PagePending } from '../layouts/PagePending'
import { closeAllModalsAtom } from '../state/modals'
import { userAtom } from '../state/session'
import { clearUserQueries } from '../state/signOut'
import type { RouterContext } from './context'
import { localizedPath, stripLocale } from './namedRoutes'
import { createLocaleRewrite } from './rewrite'

/** The createRouter options every app shares; apps add their route tree. */
export const routerOptions = (context: RouterContext) => ({
  context,
  rewrite: createLocaleRewrite(context.slugs),
  defaultPreload: 'intent' as const,
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 400,
  defaultPendingComponent: PagePending,
  scrollRestoration: true,
  notFoundMode: 'root' as const,
})

/**
 * An Arabic page opened at its English address (`/ar/about-us`, typed or linked from outside) shows
 * its Arabic one (`/ar/من-نحن`); the router's own links already produce it.
 */
export function canonicalizeAddress(
  context: Pick<RouterContext, 'slugs'>,
  location: Location = window.location,
) {
  let pathname: string
  try {
    pathname = decodeURIComponent(location.pathname)
  } catch {
    return
  }
  const { locale, path } = stripLocale(pathname)
  if (locale !== 'ar') return
  const canonical = localizedPath(path, locale, context.slugs)
  if (canonical !== pathname)
    window.history.replaceState(window.history.state, '', `${canonical}${location.search}${location.hash}`)
}

/**
 * When the user changes (logout here or in another tab, whose persisted user store this one follows,
 * or another user signing in), the previous user's queries go, and the routes on screen run their
 * middleware again, so a page that needs a signed-in user sends the visitor to sign-in.
 */
export function watchUser(router: AnyRouter, context: Pick<RouterContext, 'store' | 'queryClient'>) {
  let userId = context.store.get(userAtom)?.id
  return context.store.sub(userAtom, () => {
    const nextUserId = context.store.get(userAtom)?.id
    if (nextUserId === userId) return
    const hadUser = userId !== undefined
    userId = nextUserId
    clearUserQueries(context.queryClient)
    if (hadUser) void router.invalidate()
  })
}

/**
 * What the app does around navigation: every route change closes every modal (SPEC.md §4), the
 * build check watches for a new deploy, and a change of user drops the old user's data. Returns a
 * function that stops all three.
 */
export function attachRouter(router: AnyRouter, context: RouterContext): () => void {
  canonicalizeAddress(context)
  // A reload of the same address (`router.invalidate()`: a retry, a change of user) is no route change.
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
    if (hrefChanged) context.store.set(closeAllModalsAtom)
  })
  const stopBuildCheck = context.buildCheck.start()
  const stopUserWatch = watchUser(router, context)
  return () => {
    unsubscribe()
    stopBuildCheck()
    stopUserWatch()
  }
}
