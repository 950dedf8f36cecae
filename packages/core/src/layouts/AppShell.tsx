import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ToastRegion } from '@rihla/ui-kit/toast'
import type { AnyRouter, RouterState } from '@tanstack/react-router'
import { HeadContent, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useEffect } from 'react'
import type { LayoutName } from '../routing/staticData'
import { dismissBootOverlay } from './bootOverlay'
import { BlankLayout } from './BlankLayout'
import { DefaultLayout } from './DefaultLayout'
import { ErrorLayout } from './ErrorLayout'
import * as styles from './layout.css'

/**
 * The layout of what is on screen: 'error' when the root boundary shows an error or a not-found (a
 * route with its own error component keeps its layout), else the deepest route's choice. Nothing
 * while the first navigation is still starting the app.
 */
export function layoutOf(state: RouterState, router: AnyRouter): LayoutName | 'starting' {
  const [root] = state.matches
  if (!root || root.status === 'pending') return 'starting'
  const failed = state.matches.some(
    (match) =>
      match._notFound ||
      ((match.status === 'error' || match.status === 'notFound') && !router.routesById[match.routeId]?.options.errorComponent),
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
 * The root route's shell: it wraps the routed page and the root's error and not-found pages alike,
 * so every screen gets the head tags, the skip link, its layout and the toasts.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const layout = useRouterState({ select: (state) => layoutOf(state, router) })
  const toasts = useRouteContext({ from: '__root__', select: (context) => context.toasts })

  useEffect(() => {
    if (layout !== 'starting') dismissBootOverlay()
  }, [layout])

  if (layout === 'starting') return children
  const Layout = layouts[layout]
  return (
    <>
      <HeadContent />
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Layout>{children}</Layout>
      <ToastRegion queue={toasts} closeLabel={i18n._(msg`Dismiss`)} aria-label={i18n._(msg`Notifications`)} />
    </>
  )
}
