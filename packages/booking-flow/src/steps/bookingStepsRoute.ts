import type { Vertical } from '@rihla/api-contract'
import { localeRoute, parseLocaleParam, requireAuth, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'

/**
 * The pathless layout route of a vertical's booking steps, the ones after an offer is chosen: they
 * exist only where the widget allows the vertical, and they book for the signed-in traveller (the
 * reservation carries their api_token), so a visitor signs in first and comes back to the same step.
 * The vertical gives it, with `.lazy()`, a component from `BookingSteps` that renders the steps and the
 * session-expiry prompt once.
 *
 * @example
 * export const flightStepsRoute = bookingStepsRoute('flightSteps', 'airline')
 *   .lazy(() => flowScreens().then((m) => m.flightStepsRoute))
 */
export function bookingStepsRoute<const TId extends string>(id: TId, vertical: Vertical) {
  return createRoute({
    getParentRoute: () => localeRoute,
    id,
    // Without a parse of its own the router would let this route's node drop the locale's, and
    // `/fr/about-us` would match with "fr" as the language.
    params: { parse: parseLocaleParam },
    // The steps book for the signed-in user, whom the server never knows: only the browser renders them.
    ssr: false,
    beforeLoad: ({ context, location }) => {
      requireVertical(context, vertical)
      return requireAuth(context, location)
    },
  })
}
