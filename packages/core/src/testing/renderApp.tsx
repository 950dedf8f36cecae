import type { EndpointName, ResponseOf } from '@rihla/api-contract'
import { activateLocale } from '@rihla/i18n'
import type { CatalogLoader } from '@rihla/i18n'
import type { AnyRoute } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import { AppProviders } from '../app/AppProviders'
import { savedLocale } from '../bootstrap/language'
import { coreCatalog } from '../catalog'
import type { AppConfig } from '../routing/context'
import type { SlugMap } from '../routing/fragment'
import { stripLocale } from '../routing/namedRoutes'
import { attachRouter, routerOptions } from '../routing/router'
import { APP_DATA_COOKIE, CURRENCY_COOKIE, LOCALE_COOKIE, deleteCookie } from '../state/cookies'
import { restoreStoredValues } from '../state/storage'
import type { FakeHandlers } from './fakeContext'
import { createTestContext } from './fakeContext'

export interface RenderAppOptions {
  /** The app's route tree: rootRoute with localeRoute and the fragments' routes. */
  routeTree: AnyRoute
  handlers: FakeHandlers
  /** The catalogs of the fragments in the tree; core's is always loaded. */
  catalogs?: readonly CatalogLoader[]
  slugs?: SlugMap
  config?: Partial<AppConfig>
  /** The fragments' overlays (the account package's login modal). */
  overlays?: readonly ComponentType[]
}

/**
 * The app as a visitor gets it: the real router on a memory history at `path`, inside AppProviders,
 * with real catalogs and a fake API. Like main.tsx, the first language is active before the first
 * render (Lingui renders nothing without one). The memory history is mirrored into window.location,
 * because the shell reads the address bar as a browser shows it (the Arabic form of a slug).
 */
export async function renderApp(path: string, options: RenderAppOptions) {
  const catalogs = [coreCatalog, ...(options.catalogs ?? [])]
  const { context: fakeContext, calls } = createTestContext(options.handlers, {
    config: options.config,
    slugs: options.slugs,
    overlays: options.overlays,
  })
  const context = {
    ...fakeContext,
    activateLocale: (locale: 'en' | 'ar') => activateLocale(fakeContext.i18n, locale, catalogs),
  }
  const history = createMemoryHistory({ initialEntries: [path] })
  const mirror = () => window.history.replaceState(null, '', history.location.href)
  mirror()
  const stopMirror = history.subscribe(mirror)
  await context.activateLocale(
    stripLocale(new URL(path, 'https://rihla.example').pathname).locale ?? savedLocale() ?? 'en',
  )
  await restoreStoredValues(context.store)
  const router = createRouter({ routeTree: options.routeTree, history, ...routerOptions(context) })
  const detach = attachRouter(router, context)
  const view = render(<AppProviders runtime={context} router={router} />)
  const unmount = () => {
    view.unmount()
    // A load still under way (a redirect's next page, a pending page's timer) ends without React: the
    // unmounted app's transition would run after the test file's window is gone (an unhandled error).
    router.startTransition = (commit) => {
      commit()
      return Promise.resolve(false)
    }
    detach()
    stopMirror()
  }
  mountedApps.add(unmount)
  return { ...view, unmount, detach, router, history, context, calls }
}

const mountedApps = new Set<() => void>()

/** Unmounts every rendered app and forgets what the visitor's browser kept: cookies, storage, <html> attributes. */
export function resetApp() {
  for (const unmount of mountedApps) unmount()
  mountedApps.clear()
  cleanup()
  deleteCookie(APP_DATA_COOKIE)
  deleteCookie(LOCALE_COOKIE)
  deleteCookie(CURRENCY_COOKIE)
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
  window.history.replaceState(null, '', '/')
}

/**
 * A handler whose answer the test releases later, for loading states. The fake API wraps a
 * handler's answer in Promise.resolve, which adopts a promise, so it can stand in for the response.
 */
export function deferred<N extends EndpointName>() {
  let resolve: (value: ResponseOf<N>) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<ResponseOf<N>>((res, rej) => {
    resolve = res
    reject = rej
  })
  const handler = () => promise as unknown as ResponseOf<N>
  return { handler, resolve, reject }
}
