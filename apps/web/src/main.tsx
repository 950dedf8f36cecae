import '@rihla/i18n/fonts.css'
import {
  adoptServerStartup,
  createAppRuntime,
  createCaughtErrorReporter,
  persistGeneralData,
  restoreStoredValues,
  savedLocale,
  startApp,
  yieldToMain,
} from '@rihla/core'
import { AppProviders } from '@rihla/core/app'
import { attachRouter, loadBrowserOnlyRoutes, stripLocale } from '@rihla/core/routing'
import type { Locale } from '@rihla/i18n'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { appConfig } from './appConfig'
import { fragments, createAppRouter } from './router'
import { restoreOnNextPage, setAsideLateFonts } from './shell/lateFonts'
import { loadWholeStylesheet } from './shell/wholeStylesheet'

// The site's server rendered this page and sent its router state along (TanStack Router's SSR);
// without it (the development server, a page the server would not render), the browser renders.
const serverRendered = '$_TSR' in window

const origin = window.location.origin
const runtime = createAppRuntime({
  config: appConfig(origin),
  // The site serves the three API surfaces from its own origin; each can point at its own host.
  apiBaseUrls: {
    partnerBaseUrl: import.meta.env.VITE_PARTNER_API_URL || origin,
    consumerBaseUrl: import.meta.env.VITE_CONSUMER_API_URL || origin,
    clientBaseUrl: import.meta.env.VITE_CLIENT_API_URL || origin,
  },
  fragments,
})
/**
 * Everything from here waits on chunks (catalogs, stored values' schemas) that import from this one: as a
 * top-level await it would hold this module's evaluation open while they wait for it to finish.
 */
async function boot() {
  // Evaluating the page's modules is one task; looking at the page's fonts, building the router,
  // attaching it to the app's state, and matching the page and starting its catalogs each get their own,
  // so none holds the main thread long (the fonts' look alone is a third of a phone's first task).
  await yieldToMain()
  // Before the whole stylesheet changes the page's stylesheets, which would bring in a late font.
  const restoreLateFonts = serverRendered ? setAsideLateFonts() : undefined
  const stylesheet = serverRendered ? loadWholeStylesheet() : Promise.resolve()
  await yieldToMain()
  // A server-rendered page brings fresher data than this browser kept; restoring the kept copy first
  // would also render something other than what the server sent.
  if (!serverRendered) await persistGeneralData(runtime.queryClient, runtime.config.buildId)
  // A server-rendered Home names its first offer's image in its HTML; a browser-rendered one asks for it
  // as soon as the settings say which it is.
  if (!serverRendered)
    void import('./shell/preloadOfferArt').then(({ preloadFirstOfferArt }) =>
      preloadFirstOfferArt(runtime, window.location.pathname),
    )

  const router = createAppRouter(runtime)
  if (restoreLateFonts) restoreOnNextPage(router, restoreLateFonts)
  await yieldToMain()
  attachRouter(router, runtime)
  await yieldToMain()
  const location = { pathname: window.location.pathname, searchStr: window.location.search }
  // Lingui renders nothing until a locale is active, so the first one is loaded before the first render,
  // with the catalogs of the page's packages in the same round of requests: the server's language for
  // a page it rendered, else the address's or the saved one.
  const routeIds = router.matchRoutes(router.state.location).map((match): string => match.routeId as string)
  const locale = serverRendered
    ? (document.documentElement.lang as Locale)
    : (stripLocale(location.pathname).locale ?? savedLocale() ?? 'en')
  // The router state and query cache the server sent arrive as its page hydrates (RouterClient), and
  // the startup runs with the first navigation, finding its data there. Without a server's page, the
  // startup's requests go out now, while the first catalog loads; the router waits for the same run.
  const activation = runtime.activateLocale(locale, routeIds)
  if (serverRendered) {
    adoptServerStartup(runtime)
    // A browser-only page came as its route's own pending page: its code is loaded before hydrating too.
    await Promise.all([activation, loadBrowserOnlyRoutes(router, routeIds), stylesheet])
  } else {
    // What this browser kept (a signed-in user, the visitor's choices) is read before the startup and
    // the first render, which decide by it; a server-rendered page reads it once it has hydrated.
    await restoreStoredValues(runtime.store)
    void startApp(runtime, location).catch(() => undefined)
    await activation
  }

  // An error a boundary caught is logged with its code and message, not as a minified class name.
  const onCaughtError = createCaughtErrorReporter(runtime.i18n)
  // A hydration mismatch React recovered from is logged with where it happened: the production build's
  // message says only that one happened.
  const onRecoverableError = (error: unknown, { componentStack }: { componentStack?: string }) =>
    console.error(error, componentStack ?? '')
  const container = document.getElementById('root')!
  const app = (
    <StrictMode>
      <AppProviders runtime={runtime} router={router} hydrate={serverRendered} />
    </StrictMode>
  )
  // A transition lets React yield while it renders or hydrates the first page, so it never holds the main
  // thread long (React 19 renders a default-priority update, hydration included, without yielding).
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, app, { onCaughtError, onRecoverableError })
    else createRoot(container, { onCaughtError }).render(app)
  })
}

void boot()
