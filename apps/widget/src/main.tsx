import './storageFallback'
import '@rihla/i18n/fonts.css'
import {
  createAppRuntime,
  createCaughtErrorReporter,
  persistGeneralData,
  restoreStoredValues,
  savedLocale,
  startApp,
} from '@rihla/core'
import { AppProviders } from '@rihla/core/app'
import { attachRouter, stripLocale } from '@rihla/core/routing'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { appConfig } from './appConfig'
import { widgetCatalog } from './catalog'
import { embedInHost } from './embed/embedding'
import { readFrameParams } from './embed/frameParams'
import { handOffSession, takeHandedOffSession } from './embed/sessionHandoff'
import { createWidgetRouter, fragments } from './router'
import { widgetLayouts } from './shell/WidgetLayout'
import { widgetHomeRoute } from './shell/routes'
import { storageEnvironment } from './storageEnvironment'

const origin = window.location.origin
const params = readFrameParams(window.location.search)
// Before any store reads storage: the session this frame kept as it left for the card gateway.
const handedOff = takeHandedOffSession()
const frameName = params.frameId ?? (handedOff || window.name || 'rihla-widget')
const env = storageEnvironment(frameName)
const runtime = createAppRuntime({
  config: appConfig(origin, params, () => handOffSession(frameName)),
  // The widget's server hands the API's paths on, so the frame talks to its own origin only.
  apiBaseUrls: {
    partnerBaseUrl: import.meta.env.VITE_PARTNER_API_URL || origin,
    consumerBaseUrl: import.meta.env.VITE_CONSUMER_API_URL || origin,
    clientBaseUrl: import.meta.env.VITE_CLIENT_API_URL || origin,
  },
  fragments,
  env,
  layouts: widgetLayouts,
  // The slim header and footer are on pages of every vertical, not only on the widget's home.
  layoutsCatalog: widgetCatalog,
})

async function boot() {
  await persistGeneralData(runtime.queryClient, runtime.config.buildId)
  const router = createWidgetRouter(runtime)
  attachRouter(router, runtime)
  const location = { pathname: window.location.pathname, searchStr: window.location.search }
  const routeIds = router.matchRoutes(router.state.location).map((match): string => match.routeId as string)
  // Most frames open on the home, whose screen would otherwise wait for the start-up's answers to ask
  // for its code: it comes meanwhile. A vertical's screens wait for the payload to allow the vertical.
  if (routeIds.includes(widgetHomeRoute.id))
    void router.loadRouteChunk(widgetHomeRoute)?.catch(() => undefined)
  // The first language, with the catalogs of the first page, before the first render (Lingui renders
  // nothing until one is active): the address's, else the one this frame kept.
  const activation = runtime.activateLocale(
    stripLocale(location.pathname).locale ?? savedLocale(env) ?? 'en',
    routeIds,
  )
  await restoreStoredValues(runtime.store)
  const container = document.getElementById('root')!
  void startApp(runtime, location)
    .then(() => embedInHost(params, runtime, router, container))
    .catch(() => undefined)
  await activation

  const onCaughtError = createCaughtErrorReporter(runtime.i18n)
  startTransition(() => {
    createRoot(container, { onCaughtError }).render(
      <StrictMode>
        <AppProviders runtime={runtime} router={router} />
      </StrictMode>,
    )
  })
}

// The card gateway's own window, back at the widget (`payment=popup` and the gateway's `ref`): it
// hands the page to the frame that opened it and closes. Its code loads only there.
const search = new URLSearchParams(window.location.search)
if (search.get('payment') === 'popup' && search.has('ref') && window.opener) {
  void import('@rihla/payments/gatewayWindow').then(({ returnToOpener }) => {
    if (!returnToOpener()) void boot()
  })
} else void boot()
