import type { FakeHandlers } from '@rihla/core/testing'
import { renderApp, siteHandlers } from '@rihla/core/testing'
import { accountCatalog } from '../catalog'
import { AccountOverlays } from '../overlays'
import { harnessRouteTree } from './harness-router'

/** The account fragment in an app with the site's shell and a fake API, at `path`. */
export const renderAccount = (path: string, handlers: FakeHandlers = {}) =>
  renderApp(path, {
    routeTree: harnessRouteTree,
    handlers: siteHandlers(handlers),
    catalogs: [accountCatalog],
    overlays: [AccountOverlays],
  })
