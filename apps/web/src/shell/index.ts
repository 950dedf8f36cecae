import type { RouteFragment } from '@rihla/core/routing'
import { webCatalog } from '../catalog'
import { aboutRoute, contactRoute, homeRoute, pageRoute, privacyRoute, termsRoute } from './routes'
import { shellSlugs } from './slugs'

/** The site's own pages: Home and the content pages. */
export const shellFragment = {
  name: 'shell',
  routes: { homeRoute, aboutRoute, contactRoute, privacyRoute, termsRoute, pageRoute },
  slugs: shellSlugs,
  catalog: webCatalog,
} satisfies RouteFragment
