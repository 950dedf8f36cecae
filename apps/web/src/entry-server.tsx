// The site's server renderer (DESIGN.md §3 Rendering): one runtime, router and query cache per
// request, rendered with TanStack Router's SSR and streamed inside the built index.html. Pages for a
// signed-in user are routes with `ssr: false`: the server sends their shell and the browser fills it.
import { appDataAtom, authAtom, createAppRuntime, startApp } from '@rihla/core'
import { loadBrowserOnlyRoutes } from '@rihla/core/routing'
import type { RouterContext } from '@rihla/core/routing'
import { AppProviders } from '@rihla/core/app'
import type { Locale } from '@rihla/i18n'
import { HeadContent, RouterContextProvider } from '@tanstack/react-router'
import { createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server'
import { renderToStaticMarkup } from 'react-dom/server'
import { appConfig } from './appConfig'
import { createAppRouter, fragments } from './router'
import { aroundApp } from './ssr/aroundApp'
import { pageTemplate } from './ssr/pageTemplate'
import { requestEnvironment } from './ssr/requestEnvironment'
import { sharingFetch } from './ssr/sharedAnswers'

export interface RenderOptions {
  /** The visitor's request, at the site's public address. */
  request: Request
  /** The built index.html, with this response's nonces on its inline scripts and styles. */
  template: string
  /** This response's script nonce, for the scripts React and the router add. */
  nonce: string
  /** Where the server reaches the API (not through this site). */
  apiUrl: string
  /** The visitor's address, which the API's per-address rules and geolocation go by. */
  visitorAddress: string | undefined
  /** How the server reaches the API: the answers shared between renders, unless a test says otherwise. */
  fetch?: typeof fetch
}

// A partner token is the same for every visitor of one site or widget, so renders share it (by the
// credentials it was issued for) rather than each asking the API for one; it is a cache, and a render
// that finds one expired gets a new one.
const partnerTokens = new Map<string, string>()
const MAX_PARTNER_TOKENS = 100

function sharePartnerToken(store: RouterContext['store']) {
  const username = () => store.get(appDataAtom)?.widget.credentials?.username
  const stopReading = store.sub(appDataAtom, () => {
    const token = partnerTokens.get(username() ?? '')
    if (token && !store.get(authAtom).token) store.set(authAtom, { ...store.get(authAtom), token })
  })
  const stopWriting = store.sub(authAtom, () => {
    const [name, token] = [username(), store.get(authAtom).token]
    if (!name || !token) return
    partnerTokens.delete(name)
    partnerTokens.set(name, token)
    if (partnerTokens.size > MAX_PARTNER_TOKENS) partnerTokens.delete(partnerTokens.keys().next().value!)
  })
  return () => {
    stopReading()
    stopWriting()
  }
}

// What the API answers every visitor alike, shared by the renders of this server for a short while.
const apiFetch = sharingFetch(fetch)

/**
 * The server could not get data the page shows. It does not render the page: only what succeeded goes
 * to the browser with it, so the browser would render a failed section as loading and its HTML would no
 * longer match. The site's server sends the shell instead, and the browser asks (and shows a failure) itself.
 */
export class IncompleteData extends Error {
  override name = 'IncompleteData'
}

export function failOnMissingData(
  queryClient: RouterContext['queryClient'],
  matches: readonly { status: string; _notFound?: boolean }[] = [],
) {
  // A page the router itself answered with its not-found or error page goes with the router's state,
  // which the browser hydrates from: the query behind it is not what the page shows. (A not-found that
  // reached the root marks it with `_notFound`.)
  if (matches.some((match) => match.status === 'notFound' || match.status === 'error' || match._notFound))
    return
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' && query.meta?.inPage !== false })
  if (failed.length > 0)
    throw new IncompleteData(`${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')} failed`, {
      cause: failed[0]!.state.error,
    })
}

export async function render({
  request,
  template,
  nonce,
  apiUrl,
  visitorAddress,
  fetch: fetchFromApi = apiFetch,
}: RenderOptions) {
  const env = requestEnvironment(request)
  const url = new URL(request.url)
  const runtime = createAppRuntime({
    config: appConfig(url.origin),
    apiBaseUrls: { partnerBaseUrl: apiUrl, consumerBaseUrl: apiUrl, clientBaseUrl: apiUrl },
    fragments,
    env,
    fetch: (input, init) => {
      const forwarded = new Request(input, init)
      forwarded.headers.set('x-forwarded-host', url.host)
      if (visitorAddress) forwarded.headers.set('x-forwarded-for', visitorAddress)
      // The sandbox's stand-in for the visitor's country (the API ignores it outside the sandbox).
      const country = request.headers.get('x-sandbox-country')
      if (country) forwarded.headers.set('x-sandbox-country', country)
      return fetchFromApi(forwarded)
    },
  })
  const stopSharingToken = sharePartnerToken(runtime.store)

  try {
    // The app's startup, and what it loads behind the first page (the currency and the lists behind the
    // header), settle before the router loads: the page shows them, and the query cache the browser gets
    // with the page is taken once the router has loaded.
    await startApp(runtime, { pathname: url.pathname, searchStr: url.search }).then(
      (startup) => startup.background,
      (error: unknown) => {
        throw new IncompleteData('the startup failed', { cause: error })
      },
    )
    const handler = createRequestHandler({
      request,
      createRouter: () => createAppRouter(runtime, { nonce }),
    })
    const response = await handler(async ({ request, router, responseHeaders }) => {
      failOnMissingData(runtime.queryClient, router.state.matches)
      await loadBrowserOnlyRoutes(
        router,
        router.state.matches.map((match) => match.routeId),
      )
      const head = renderToStaticMarkup(
        <RouterContextProvider router={router}>
          <HeadContent />
        </RouterContextProvider>,
      )
      const page = pageTemplate(template, { locale: (runtime.i18n.locale || 'en') as Locale, head })
      const app = await renderRouterToStream({
        request,
        router,
        responseHeaders,
        // RouterServer is RouterProvider, which AppProviders renders inside its providers.
        children: <AppProviders runtime={runtime} router={router} />,
      })
      const { body, status, headers } = app.response
      return { ...app, response: new Response(aroundApp(body, page.before, page.after), { status, headers }) }
    })
    // A redirect's headers may be immutable; the cookies go on a copy.
    const headers = new Headers(response.headers)
    for (const cookie of env.setCookies) headers.append('set-cookie', cookie)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  } finally {
    stopSharingToken()
  }
}
