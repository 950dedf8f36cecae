import '@rihla/i18n/fonts.css'
import {
  createAppRuntime,
  createCaughtErrorReporter,
  persistGeneralData,
  savedLocale,
  startApp,
} from '@rihla/core'
import { AppProviders } from '@rihla/core/app'
import { attachRouter, stripLocale } from '@rihla/core/routing'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { fragments, createAppRouter } from './router'
import { preloadFirstOfferArt } from './shell/preloadOfferArt'

const origin = window.location.origin
const runtime = createAppRuntime({
  config: {
    sitePayload: import.meta.env.VITE_SITE_PAYLOAD || null,
    defaultCurrency: import.meta.env.VITE_DEFAULT_CURRENCY || 'SAR',
    buildId: import.meta.env.RIHLA_BUILD_ID,
    siteOrigin: import.meta.env.VITE_SITE_ORIGIN || origin,
  },
  // The site serves the three API surfaces from its own origin; each can point at its own host.
  apiBaseUrls: {
    partnerBaseUrl: import.meta.env.VITE_PARTNER_API_URL || origin,
    consumerBaseUrl: import.meta.env.VITE_CONSUMER_API_URL || origin,
    clientBaseUrl: import.meta.env.VITE_CLIENT_API_URL || origin,
  },
  fragments,
})
await persistGeneralData(runtime.queryClient, runtime.config.buildId)
preloadFirstOfferArt(runtime, window.location.pathname)
// The startup's requests go out now, while the first catalog loads; the router waits for the same run.
void startApp(runtime, { pathname: window.location.pathname, searchStr: window.location.search }).catch(
  () => undefined,
)

const router = createAppRouter(runtime)
attachRouter(router, runtime)

// Lingui renders nothing until a locale is active, so the first one is loaded before the first render,
// with the catalogs of the page's packages in the same round of requests.
await runtime.activateLocale(
  stripLocale(window.location.pathname).locale ?? savedLocale() ?? 'en',
  router.matchRoutes(router.state.location).map((match): string => match.routeId as string),
)

// An error a boundary caught is logged with its code and message, not as a minified class name.
const root = createRoot(document.getElementById('root')!, {
  onCaughtError: createCaughtErrorReporter(runtime.i18n),
})
// A transition lets React yield while it renders the first page, so it never holds the main thread long.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders runtime={runtime} router={router} />
    </StrictMode>,
  ),
)
