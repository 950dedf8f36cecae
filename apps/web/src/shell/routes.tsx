import { coreQueries, userAtom } from '@rihla/core'
import { isLocale } from '@rihla/i18n'
import { localeRoute } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { contentPageHead, pageLoader } from './pageLoader'

/**
 * Home: its head is the site's (siteHead), SPEC.md §2's title and the site's share image. Its screen
 * (the offers' artwork among it) is a chunk of its own, which no other page's first render needs.
 */
export const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/',
  loader: async ({ context }) => {
    // Both were fetched by the startup; this only waits for them on a later visit to Home.
    await Promise.allSettled([
      context.queryClient.ensureQueryData(coreQueries.settings(context.api)),
      context.queryClient.ensureQueryData(
        coreQueries.utilities(context.api, context.store.get(userAtom)?.api_key),
      ),
    ])
  },
}).lazy(() => import('./screens/Home').then((m) => m.Route))

const contentRoute = <TPath extends 'about-us' | 'privacy-policy' | 'terms-conditions' | 'contact-us'>(
  path: TPath,
) =>
  createRoute({
    getParentRoute: () => localeRoute,
    path,
    loader: ({ context }) => pageLoader(context, path),
    head: ({ match }) => contentPageHead(match.context, path),
  })

export const aboutRoute = contentRoute('about-us').lazy(() =>
  import('./screens/contentRoutes').then((m) => m.aboutRoute),
)
export const privacyRoute = contentRoute('privacy-policy').lazy(() =>
  import('./screens/contentRoutes').then((m) => m.privacyRoute),
)
export const termsRoute = contentRoute('terms-conditions').lazy(() =>
  import('./screens/contentRoutes').then((m) => m.termsRoute),
)
export const contactRoute = contentRoute('contact-us').lazy(() =>
  import('./screens/ContactPage').then((m) => m.Route),
)

/**
 * `/{pageSlug}`: any other content page the API knows; an address that cannot be a slug is a 404.
 * A locale code is never a slug: `/ar` is Home in Arabic, which a one-segment dynamic path would
 * otherwise outrank.
 */
export const pageRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '$pageSlug',
  params: {
    parse: ({ pageSlug }) =>
      /^[a-z0-9-]{1,80}$/.test(pageSlug) && !isLocale(pageSlug) ? { pageSlug } : false,
    stringify: ({ pageSlug }) => ({ pageSlug }),
  },
  loader: ({ context, params }) => pageLoader(context, params.pageSlug),
  head: ({ match, params }) => contentPageHead(match.context, params.pageSlug),
}).lazy(() => import('./screens/contentRoutes').then((m) => m.genericPageRoute))
