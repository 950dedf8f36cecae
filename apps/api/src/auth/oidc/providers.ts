import { createHmac } from 'node:crypto'
import type { SocialProvider } from '@rihla/api-contract/account'
import type { Config, OidcProviderConfig } from '../../config'

/** Where the embedded sandbox identity provider is served; each provider is an issuer below it. */
export const SANDBOX_IDP_PATH = '/oidc'
/** The two "social" providers the sandbox stands in for. */
export const SANDBOX_PROVIDERS: readonly SocialProvider[] = [
  { id: 'google', label: 'Google' },
  { id: 'apple', label: 'Apple' },
]
export const SANDBOX_CLIENT_ID = 'rihla-web'

/** The relying party's secret at the sandbox provider, derived so both ends agree without configuration. */
export const sandboxClientSecret = (config: Pick<Config, 'authSecret'>) =>
  createHmac('sha256', config.authSecret).update('oidc-sandbox-client').digest('base64url')

/** Whether the embedded sandbox identity provider stands in for real ones. */
export const usesSandboxIdp = (config: Pick<Config, 'sandbox' | 'oidcProviders'>) =>
  config.sandbox && config.oidcProviders === null

/**
 * The API's public origin: configured, or in sandbox mode the origin the request came to (so the
 * redirect flow works on whatever host and port the dev server or a test picked).
 */
export function apiOrigin(config: Pick<Config, 'publicApiUrl'>, requestUrl: string) {
  return config.publicApiUrl ?? new URL(requestUrl).origin
}

export const sandboxIssuer = (origin: string, providerId: string) =>
  `${origin}${SANDBOX_IDP_PATH}/${providerId}`

/** The providers a user can choose, in order. */
export function socialProviders(config: Pick<Config, 'sandbox' | 'oidcProviders'>): SocialProvider[] {
  if (config.oidcProviders) return config.oidcProviders.map(({ id, label }) => ({ id, label }))
  return usesSandboxIdp(config) ? [...SANDBOX_PROVIDERS] : []
}

/** Issuer and client credentials of one provider; null when there is no such provider. */
export function resolveProvider(
  config: Pick<Config, 'sandbox' | 'oidcProviders' | 'authSecret'>,
  providerId: string,
  origin: string,
): OidcProviderConfig | null {
  if (config.oidcProviders) return config.oidcProviders.find(({ id }) => id === providerId) ?? null
  const sandbox = usesSandboxIdp(config) ? SANDBOX_PROVIDERS.find(({ id }) => id === providerId) : undefined
  if (!sandbox) return null
  return {
    ...sandbox,
    issuer: sandboxIssuer(origin, sandbox.id),
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: sandboxClientSecret(config),
  }
}
