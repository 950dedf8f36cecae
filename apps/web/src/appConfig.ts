import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import type { AppConfig } from '@rihla/core/routing'

/** The site's build-time configuration, the same in the browser and on the site's server. */
export const appConfig = (origin: string): AppConfig => ({
  sitePayload: import.meta.env.VITE_SITE_PAYLOAD || null,
  defaultCurrency: import.meta.env.VITE_DEFAULT_CURRENCY || DEFAULT_CURRENCY,
  buildId: import.meta.env.RIHLA_BUILD_ID,
  siteOrigin: import.meta.env.VITE_SITE_ORIGIN || origin,
})
