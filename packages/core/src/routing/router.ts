import type { AnyRouter } from '@tanstack/react-router'
import { PagePending } from '../layouts/PagePending'
import { closeAllModalsAtom } from '../state/modals'
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
 * What the app does around navigation: every route change closes every modal (SPEC.md §4), and the
 * build check watches for a new deploy. Returns a function that stops both.
 */
export function attachRouter(router: AnyRouter, context: RouterContext): () => void {
  canonicalizeAddress(context)
  const unsubscribe = router.subscribe('onBeforeNavigate', () => context.store.set(closeAllModalsAtom))
  const stopBuildCheck = context.buildCheck.start()
  return () => {
    unsubscribe()
    stopBuildCheck()
  }
}
