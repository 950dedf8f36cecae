import type { AnyRouter } from '@tanstack/react-router'
import { closeAllModalsAtom } from '../state/modals'
import type { RouterContext } from './context'
import { createLocaleRewrite } from './rewrite'

/** The createRouter options every app shares; apps add their route tree. */
export const routerOptions = (context: RouterContext) => ({
  context,
  rewrite: createLocaleRewrite(context.slugs),
  defaultPreload: 'intent' as const,
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 400,
  scrollRestoration: true,
  notFoundMode: 'root' as const,
})

/**
 * What the app does around navigation: every route change closes every modal (SPEC.md §4), and the
 * build check watches for a new deploy. Returns a function that stops both.
 */
export function attachRouter(router: AnyRouter, context: RouterContext): () => void {
  const unsubscribe = router.subscribe('onBeforeNavigate', () => context.store.set(closeAllModalsAtom))
  const stopBuildCheck = context.buildCheck.start()
  return () => {
    unsubscribe()
    stopBuildCheck()
  }
}
