import * as client from 'openid-client'
import type { OidcProviderConfig } from '../../config'
import type { Locale } from '@rihla/api-contract'

// The API is the relying party: it keeps the PKCE verifier, state and nonce, exchanges the code on the
// back channel and checks the ID token (signature, issuer, audience, expiry, nonce) through openid-client.

const discovered = new Map<string, Promise<client.Configuration>>()

function configurationFor(provider: OidcProviderConfig) {
  const key = `${provider.issuer} ${provider.clientId}`
  let configuration = discovered.get(key)
  if (!configuration) {
    const issuer = new URL(provider.issuer)
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)
    configuration = client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
      // Plain HTTP only for an issuer on this machine (the sandbox); real providers are HTTPS.
      ...(issuer.protocol === 'http:' && local && { execute: [client.allowInsecureRequests] }),
      timeout: 10,
    })
    // A failed discovery is retried on the next sign-in rather than remembered.
    configuration.catch(() => discovered.delete(key))
    discovered.set(key, configuration)
  }
  return configuration
}

export interface AuthorizationStart {
  url: string
  state: string
  nonce: string
  codeVerifier: string
}

export async function startAuthorization(
  provider: OidcProviderConfig,
  redirectUri: string,
  /** The site's language, asked of the provider's pages (`ui_locales`). */
  locale: Locale,
): Promise<AuthorizationStart> {
  const configuration = await configurationFor(provider)
  const codeVerifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ui_locales: locale,
  })
  return { url: url.href, state, nonce, codeVerifier }
}

export interface VerifiedIdentity {
  subject: string
  email: string
  emailVerified: boolean
  name: string | null
}

/** Exchanges the code and returns who signed in, from the checked ID token (or userinfo when it lacks the email). */
export async function finishAuthorization(
  provider: OidcProviderConfig,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
): Promise<VerifiedIdentity> {
  const configuration = await configurationFor(provider)
  const tokens = await client.authorizationCodeGrant(
    configuration,
    callbackUrl,
    {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    },
    { redirect_uri: checks.redirectUri },
  )
  const claims = tokens.claims()
  if (!claims) throw new Error('The provider returned no ID token')
  let { email, email_verified: emailVerified, name } = claims as Record<string, unknown>
  if (typeof email !== 'string') {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)
    ;({ email, email_verified: emailVerified, name } = info as Record<string, unknown>)
  }
  if (typeof email !== 'string') throw new Error('The provider did not share an email address')
  return {
    subject: claims.sub,
    email: email.toLowerCase(),
    emailVerified: emailVerified === true,
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
  }
}
