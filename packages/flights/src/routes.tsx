import { msg } from '@lingui/core/macro'
import { localeRoute, pageTitle, requireVertical } from '@rihla/core/routing'
import { createRoute, notFound } from '@tanstack/react-router'
import { flightResultsSearch, isCodesSegment } from './search'

/** `/cheap-flights-in-saudi-arabia`: the flights home (named route `airline`, 'vertical' middleware). */
export const flightsHomeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'cheap-flights-in-saudi-arabia',
  beforeLoad: ({ context }) => requireVertical(context, 'airline'),
  // The loaders' code (and the queries they start) loads with the navigation, not with the first page.
  loader: ({ context }) =>
    import('./screens/flightScreens').then(({ loadFlightsHome }) => loadFlightsHome(context)),
  head: ({ match }) =>
    pageTitle(match.context.i18n._(msg`Cheap flights in Saudi Arabia`), match.context.locale),
}).lazy(() => import('./screens/flightScreens').then((m) => m.flightsHomeRoute))

/** `/flights/{fromCity}-to-{toCity}/{fromCode}-to-{toCode}`: search results, the search in the query. */
export const flightResultsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'flights/$cities/$codes',
  validateSearch: flightResultsSearch,
  beforeLoad: ({ context, params }) => {
    requireVertical(context, 'airline')
    // Page validation (SPEC.md §2): `/flights/x/y` that names no airports is not a results page.
    if (!isCodesSegment(params.codes) || !params.cities.includes('-to-')) throw notFound()
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    import('./screens/flightScreens').then(({ loadFlightResults }) =>
      loadFlightResults(context, params.codes, deps),
    ),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Flight results`), match.context.locale),
}).lazy(() => import('./screens/flightScreens').then((m) => m.flightResultsRoute))
