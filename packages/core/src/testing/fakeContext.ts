import type { AppData, EndpointName, ResponseOf } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import { ApiError } from '@rihla/api-clients'
import { createI18n } from '@rihla/i18n'
import { createToastQueue } from '@rihla/ui-kit/toast-queue'
import { QueryClient } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { BuildCheck } from '../bootstrap/buildCheck'
import { browserEnvironment } from '../state/environment'
import type { AppConfig, RouterContext } from '../routing/context'
import type { SlugMap } from '../routing/fragment'
import type { ComponentType } from 'react'

type Handler<N extends EndpointName> = (input: {
  query?: unknown
  body?: unknown
  params?: unknown
}) => ResponseOf<N>
export type FakeHandlers = { [N in EndpointName]?: Handler<N> | ApiError }

/** An ApiClients whose `call` answers from handlers and records every call, for unit tests. */
export function createFakeApi(handlers: FakeHandlers) {
  const calls: { name: EndpointName; input: unknown }[] = []
  const call = (name: EndpointName, input: Parameters<Handler<EndpointName>>[0] = {}) => {
    calls.push({ name, input })
    const handler = handlers[name]
    if (handler instanceof ApiError) return Promise.reject(handler)
    if (!handler)
      return Promise.reject(new ApiError({ kind: 'http', status: 404, message: 'Not found', endpoint: name }))
    return Promise.resolve((handler as Handler<EndpointName>)(input))
  }
  return { api: { call } as unknown as ApiClients, calls }
}

export const testAppData = (overrides: Partial<AppData['widget']> = {}): AppData => ({
  user: null,
  widget: {
    id: 'rihla-site',
    name: 'Rihla',
    styles: {
      allowedVerticals: ['airline', 'hotel', 'bus', 'train', 'event', 'my_bookings', 'support'],
      primaryColor: null,
      radius: null,
    },
    defaultCurrency: null,
    credentials: { username: 'widget:rihla-site', password: 'secret' },
    allowedOrigins: [],
    ...overrides,
  },
})

export const testConfig: AppConfig = {
  sitePayload: 'site.payload.token',
  defaultCurrency: 'SAR',
  buildId: 'build-1',
  siteOrigin: 'https://rihla.example',
}

/** A router context with a fake API, a fresh store and cache, and activation that only records. */
export function createTestContext(
  handlers: FakeHandlers,
  options: { config?: Partial<AppConfig>; slugs?: SlugMap; overlays?: readonly ComponentType[] } = {},
) {
  const { api, calls } = createFakeApi(handlers)
  const activated: string[] = []
  const config = { ...testConfig, ...options.config }
  const context: RouterContext = {
    api,
    store: createStore(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    i18n: createI18n(),
    config,
    slugs: options.slugs ?? {},
    buildCheck: new BuildCheck(config.buildId, () => Promise.resolve({ id: config.buildId, timestamp: 0 })),
    toasts: createToastQueue(),
    activateLocale: (locale) => {
      activated.push(locale)
      return Promise.resolve()
    },
    // Tests load their catalogs up front.
    ensureCatalog: () => null,
    apiBaseUrls: {
      partnerBaseUrl: config.siteOrigin,
      consumerBaseUrl: config.siteOrigin,
      clientBaseUrl: config.siteOrigin,
    },
    overlays: options.overlays ?? [],
    env: browserEnvironment,
  }
  return { context, calls, activated }
}
