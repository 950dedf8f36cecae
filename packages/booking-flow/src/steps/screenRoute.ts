import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '@rihla/api-contract'
import { pageHead } from '@rihla/core/routing'
import type { RouterContext, ShareImage } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import type { AnyRoute, ErrorRouteComponent, LazyRoute, ParsedLocation } from '@tanstack/react-router'

/** What a screen's loader and title are given: the router context of a page in a language. */
export type ScreenContext = RouterContext & { locale: Locale }

/** A text of the page's head: fixed, or naming what the page shows once its chunk has loaded. */
type HeadText<TChunk, TParams> =
  MessageDescriptor | ((context: ScreenContext, params: TParams, chunk?: TChunk) => MessageDescriptor)

export interface ScreenRouteOptions<TChunk, TParams> {
  /** The screen's chunk: one dynamic import, written once and shared by the routes it serves. */
  chunk: () => Promise<TChunk>
  /** The screen's lazy route (`createLazyRoute(id)({ component })`) in the chunk. */
  screen: (chunk: TChunk) => LazyRoute<AnyRoute>
  /**
   * The screen's loader in the chunk: it awaits `queryClient.ensureQueryData(...)` and returns nothing,
   * so the screen reads the same options with `useSuspenseQuery`. Loaded with the navigation, so the
   * loaders' code stays out of the first page.
   */
  load?: (chunk: TChunk) => (context: ScreenContext, params: TParams) => Promise<void>
  /**
   * The page title; a function when it names what the page shows, given the chunk once it has loaded
   * (its loader's data is then in the query cache).
   */
  title: HeadText<TChunk, TParams>
  /** A public page's summary for search results and link previews. */
  description?: HeadText<TChunk, TParams>
  /** The vertical whose share image previews a public page. */
  image?: ShareImage
  /** Shown in place of the screen when its loader or a suspended query fails. */
  errorComponent?: ErrorRouteComponent
  /**
   * A signed-in user's page outside the booking steps: the server, which never knows the user,
   * sends its shell and the browser renders it.
   */
  signedIn?: boolean
  /** Middleware of this screen alone (`requireVertical` on a screen outside the booking steps). */
  beforeLoad?: (context: ScreenContext, location: ParsedLocation) => void | Promise<void>
}

/**
 * One screen of a vertical: its path, the lazy chunk holding its component and loader, and its title.
 * A vertical's `routes.tsx` is then a list of these. Routes with search params or a params parser keep
 * `createRoute`, which this calls.
 *
 * @example
 * export const reviewBookingRoute = screenRoute(() => flightStepsRoute, 'flights/review-booking/$refId', {
 *   chunk: flowScreens,
 *   screen: (m) => m.reviewBookingRoute,
 *   load: (m) => m.loadReviewBooking,
 *   title: msg`Review your booking`,
 * })
 */
export function screenRoute<TParent extends AnyRoute, const TPath extends string, TChunk, TParams>(
  getParentRoute: () => TParent,
  path: TPath,
  {
    chunk,
    screen,
    load,
    title,
    description,
    image,
    errorComponent,
    signedIn,
    beforeLoad,
  }: ScreenRouteOptions<TChunk, TParams>,
) {
  // The router types a route's context and params from its parent and path; both are the same
  // `ScreenContext` and path params here, which a generic function cannot show the compiler.
  const screenContext = (context: unknown) => context as ScreenContext
  let loaded: TChunk | undefined
  const loadChunk = () => chunk().then((m) => (loaded = m))
  return createRoute({
    getParentRoute,
    path,
    errorComponent,
    ...(signedIn && { ssr: false }),
    beforeLoad: ({ context, location }) => beforeLoad?.(screenContext(context), location),
    loader: ({ context, params }) =>
      load ? loadChunk().then((m) => load(m)(screenContext(context), params as TParams)) : undefined,
    head: ({ match, params }) => {
      const context = screenContext(match.context)
      const text = (option: HeadText<TChunk, TParams>) =>
        context.i18n._(typeof option === 'function' ? option(context, params as TParams, loaded) : option)
      return pageHead(context, { title: text(title), description: description && text(description), image })
    },
  }).lazy(() => loadChunk().then((m) => screen(m) as never))
}
