// The route fragment alone: apps import it from `@rihla/support/fragment`, so the package's other
// public parts load with the screens that use them, not with the first page.
import type { RouteFragment } from '@rihla/core/routing'
import { supportCatalog } from './catalog'
import {
  supportChatRoute,
  supportCreateRoute,
  supportDeskRoute,
  supportDeskThreadRoute,
  supportRoute,
} from './routes'

/** Support: My Requests, a new request, its live chat, and the agents' desk. */
export const supportFragment = {
  name: 'support',
  vertical: 'support',
  routes: { supportRoute, supportCreateRoute, supportChatRoute, supportDeskRoute, supportDeskThreadRoute },
  slugs: {},
  catalog: supportCatalog,
} satisfies RouteFragment
