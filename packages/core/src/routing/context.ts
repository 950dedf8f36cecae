import type { I18n } from '@lingui/core'
import type { ApiClients, ApiClientsConfig } from '@rihla/api-clients'
import type { CatalogLoader, Locale } from '@rihla/i18n'
import type { RihlaToastQueue } from '@rihla/ui-kit/toast-queue'
import type { QueryClient } from '@tanstack/react-query'
import type { createStore } from 'jotai'
import type { Vertical } from '@rihla/api-contract'
import type { ComponentType, ReactNode } from 'react'
import type { BuildCheck } from '../bootstrap/buildCheck'
import type { AppEnvironment } from '../state/environment'
import type { SlugMap } from './fragment'
import type { LayoutName } from './staticData'

export type JotaiStore = ReturnType<typeof createStore>

/** Build-time configuration of one app (site or widget). */
export interface AppConfig {
  /** The site's own signed widget payload; null in a pure widget host. */
  sitePayload: string | null
  defaultCurrency: string
  buildId: string
  /** Absolute origin for canonical, alternate-language and social card URLs. */
  siteOrigin: string
  /**
   * What the page embedding a widget asks for (its loader's attributes): a narrower set of the
   * payload's verticals and a currency. The payload still decides: a vertical it does not allow stays
   * hidden. Absent on the site.
   */
  embed?: {
    verticals: readonly Vertical[] | null
    currency: string | null
    /** Where the card gateway's page opens: in the widget's frame, or a new window (the partner's choice). */
    paymentWindow?: 'frame' | 'popup'
    /**
     * What a page leaving the frame must carry back in its return address (the partner's payload and
     * the loader's parameters): no cookie or storage outlives that navigation in a third-party frame.
     */
    returnQuery?: string
    /**
     * Called as the page leaves the frame for one that brings it back (the card gateway's): the
     * widget keeps the traveller's session in the frame itself, where no cookie or storage survives.
     */
    beforeLeaving?: () => void
  }
}

/** An app's own frame for a layout (the widget's slim header and footer); core's where absent. */
export type LayoutComponents = Partial<Record<LayoutName, ComponentType<{ children: ReactNode }>>>

/** Router context: one of each per mounted app, so two widgets on one page never share state. */
export interface RouterContext {
  queryClient: QueryClient
  store: JotaiStore
  api: ApiClients
  i18n: I18n
  config: AppConfig
  slugs: SlugMap
  buildCheck: BuildCheck
  /** One toast queue per app (two widgets on a page must not share toasts). */
  toasts: RihlaToastQueue
  /**
   * Activates the locale with core's catalog and those of the packages owning these routes (the page
   * being shown); other packages' copy loads when their pages or overlays show.
   */
  activateLocale: (locale: Locale, routeIds?: readonly string[]) => Promise<void>
  /** Null once a package's catalog is loaded for the active locale, else the load (see `useCatalog`). */
  ensureCatalog: (loader: CatalogLoader) => Promise<void> | null
  /** Where each API surface lives, for the few requests that are page loads (social sign-in starts). */
  apiBaseUrls: Pick<ApiClientsConfig, 'partnerBaseUrl' | 'consumerBaseUrl' | 'clientBaseUrl'>
  /** The fragments' overlays, rendered over every page by the app shell. */
  overlays: readonly ComponentType[]
  /** The browser, or the one request the site's server is rendering. */
  env: AppEnvironment
  /** Layouts the app frames its pages with instead of core's. */
  layouts?: LayoutComponents
}
