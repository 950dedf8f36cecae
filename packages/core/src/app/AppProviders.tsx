import { I18nProvider as LinguiProvider, useLingui } from '@lingui/react'
import { intlLocale } from '@rihla/i18n'
import type { Locale } from '@rihla/i18n'
import { themeClass } from '@rihla/ui-kit/theme'
import { QueryClientProvider } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { I18nProvider as AriaI18nProvider } from 'react-aria-components/I18nProvider'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import type { RouterContext } from '../routing/context'
import { RuntimeContext } from './runtimeContext'

/**
 * Only paths of this site go through the router (which rewrites Arabic slugs); `tel:`, `mailto:`,
 * other sites and relative fragments are left as written, or they would be resolved against the page.
 */
const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** react-aria's dates, numbers and built-in strings follow the active Lingui locale. */
function AriaProviders({ router, children }: { router: AnyRouter; children: ReactNode }) {
  const { i18n } = useLingui()
  const locale = (i18n.locale || 'en') as Locale
  return (
    <AriaI18nProvider locale={intlLocale(locale)}>
      <AriaRouterProvider
        navigate={(href) => void router.navigate({ href })}
        useHref={(href) => (isAppPath(href) ? router.buildLocation({ to: href }).publicHref : href)}
      >
        {children}
      </AriaRouterProvider>
    </AriaI18nProvider>
  )
}

/** The theme class on <html>, so portals (modals, popovers, toasts) are themed too. */
function useThemeOnDocument() {
  useEffect(() => {
    document.documentElement.classList.add(themeClass)
  }, [])
}

/**
 * Everything one mounted app renders inside: its store, cache, catalogs, react-aria setup and router.
 * `hydrate` takes over a page the site's server rendered, with the router state it sent along.
 */
export function AppProviders({
  runtime,
  router,
  hydrate = false,
}: {
  runtime: RouterContext
  router: AnyRouter
  hydrate?: boolean
}) {
  useThemeOnDocument()
  // React Aria's announcements would otherwise pile up, pending buttons' as unnamed images once gone.
  // Its code comes after the first render; what was announced before it starts is tidied when it does.
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    void import('@rihla/ui-kit/live-announcer').then(({ keepAnnouncementsCurrent }) => {
      if (!unmounted) stop = keepAnnouncementsCurrent()
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])
  return (
    <RuntimeContext value={runtime}>
      <JotaiProvider store={runtime.store}>
        <QueryClientProvider client={runtime.queryClient}>
          <LinguiProvider i18n={runtime.i18n}>
            <AriaProviders router={router}>
              {hydrate ? <RouterClient router={router} /> : <RouterProvider router={router} />}
            </AriaProviders>
          </LinguiProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </RuntimeContext>
  )
}
