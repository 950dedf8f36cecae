import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * Loads the code of the matched routes only the browser renders (`ssr: false`: a signed-in visitor's
 * pages). The server sends such a page as its route's pending page, which comes with that code; the
 * server and the browser both load it before rendering, or one would render the route's own pending
 * page and the other the router's default, and hydration would fail (React error 418).
 */
export async function loadBrowserOnlyRoutes(router: AnyRouter, routeIds: readonly string[]) {
  const routes: Record<string, AnyRoute | undefined> = router.routesById
  await Promise.all(
    routeIds.map((id) => {
      const route = routes[id]
      return (route?.options.ssr === false && router.loadRouteChunk(route)) || Promise.resolve()
    }),
  )
}
