/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEFAULT_CURRENCY?: string
  readonly VITE_PARTNER_API_URL?: string
  readonly VITE_CONSUMER_API_URL?: string
  readonly VITE_CLIENT_API_URL?: string
  /** Set by vite.config.ts for the build check. */
  readonly RIHLA_BUILD_ID: string
}
