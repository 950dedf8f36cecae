import './staticData'

export { rootRoute } from './root'
export { localeRoute, parseLocaleParam } from './localeRoute'
export { Link } from './Link'
export { createLocaleRewrite, mergeSlugs } from './rewrite'
export { NAMED_ROUTES, localePath, namedRouteHref, stripLocale } from './namedRoutes'
export type { RouteName } from './namedRoutes'
export { isPageCheckExcluded, redirectCompleteAtom, requireAuth, requireVertical } from './middleware'
export { attachRouter, routerOptions } from './router'
export { loadBrowserOnlyRoutes } from './browserOnlyRoutes'
export {
  REDIRECT_PARAM,
  SIGN_IN_PARAM,
  afterSignInHref,
  isSignInRequested,
  safeRedirectPath,
  withoutSignInRequest,
} from './signIn'
export { errorRoutesFragment } from './errorRoutes'
export type { AppConfig, JotaiStore, LayoutComponents, RouterContext } from './context'
export type { RouteFragment, SlugMap } from './fragment'
export type { LayoutName } from './staticData'
export { brandedTitle, pageAddress, pageHead, pageTitle } from '../meta/pageHead'
export type { HeadContext, PageHeadInput } from '../meta/pageHead'
export { SHARE_IMAGES } from '../meta/shareImages'
export type { ShareImage } from '../meta/shareImages'
export { searchEnum, searchInteger, searchPage, searchText } from './searchParams'
