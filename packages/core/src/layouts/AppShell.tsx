import { msg } from '@lingui/core/macro'
import { useRuntime } from '../app/runtimeContext'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { AnyRoute, AnyRouteMatch } from '@tanstack/react-router'
import { HeadContent, Scripts, useRouter, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Suspense, useEffect } from 'react'
import { isSignInRequested } from '../routing/signIn'
import { closeAllModalsAtom, modalAtom } from '../state/modals'
import { isAuthenticatedAtom } from '../state/session'
import { restoreStoredValues } from '../state/storage'
import type { LayoutName } from '../routing/staticData'
import { dismissBootOverlay } from './bootOverlay'
import { useRoutedHead } from './useRoutedHead'
import { BlankLayout } from './BlankLayout'
import { DefaultLayout } from './DefaultLayout'
import { LazyToastRegion } from './LazyToastRegion'
import { OverlayBoundary } from './OverlayBoundary'
import { ErrorLayout } from './ErrorLayout'
import * as styles from './layout.css'

/**
 * The layout of what is on screen: 'error' when the root boundary shows an error or a not-found (a
 * route with its own error component keeps its layout), else the deepest route's choice. Nothing
 * while the first navigation is still starting the app.
 */
export function layoutOf(
  state: { matches: readonly AnyRouteMatch[] },
  routesById: Record<string, AnyRoute | undefined>,
): LayoutName | 'starting' {
  const [root] = state.matches
  if (!root || root.status === 'pending') return 'starting'
  const failed = state.matches.some(
    (match) =>
      match._notFound ||
      ((match.status === 'error' || match.status === 'notFound') &&
        !routesById[match.routeId as string]?.options.errorComponent),
  )
  if (failed || root.status === 'error') return 'error'
  return state.matches.findLast((match) => match.staticData.layout)?.staticData.layout ?? 'default'
}

const layouts: Record<LayoutName, (props: { children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  blank: BlankLayout,
  error: ErrorLayout,
}

/**
 * The `auth` middleware's redirect (`?signIn=required&redirect=…`) opens the login modal once the page
 * it lands on is shown; every navigation closes modals first, so this runs after it.
 */
function useSignInRequest() {
  const { store } = useRuntime()
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  useEffect(() => {
    if (!isAuthenticated && isSignInRequested(searchStr)) store.set(modalAtom('loginModal'), true)
  }, [isAuthenticated, searchStr, store])
}

/**
 * The root route's shell: it wraps the routed page and the root's error and not-found pages alike,
 * so every screen gets the head tags, the skip link, its layout and the toasts.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const layout = useRouterState({
    select: (state) => layoutOf(state, router.routesById as Record<string, AnyRoute | undefined>),
  })
  const { toasts, overlays, store, layouts: appLayouts } = useRuntime()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const routedHead = useRoutedHead(layout)
  useSignInRequest()

  useEffect(() => {
    if (layout === 'starting') return
    dismissBootOverlay()
    // A page the server rendered hydrates as it was rendered, for a visitor the server knows nothing
    // of; what this browser kept (a signed-in user) comes in now, and the page's guards and data run
    // again for that user.
    void restoreStoredValues(store).then((restored) => {
      if (restored && store.get(isAuthenticatedAtom)) void router.invalidate()
    })
  }, [layout, router, store])

  if (layout === 'starting') return children
  const Layout = appLayouts?.[layout] ?? layouts[layout]
  return (
    <>
      {routedHead && <HeadContent />}
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Layout>{children}</Layout>
      <OverlayBoundary resetKey={pathname} onError={() => store.set(closeAllModalsAtom)}>
        <Suspense>
          {overlays.map((Overlay, index) => (
            <Overlay key={index} />
          ))}
        </Suspense>
      </OverlayBoundary>
      <LazyToastRegion queue={toasts} closeLabel={i18n._(msg`Dismiss`)} label={i18n._(msg`Notifications`)} />
      {/* On the server, the router's state for hydration; in the browser, nothing. */}
      <Scripts />
    </>
  )
}
