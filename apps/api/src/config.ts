import { join } from 'node:path'
import { z } from 'zod'
import { parseTrustedProxies } from './http/trustedProxies'
import { SANDBOX_SELLER, VAT_NUMBER } from './modules/flights/invoice/seller'

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value))
const seconds = z.coerce.number().int().positive()
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
)

// Sandbox secrets are fixed so a payload signed today still verifies after a restart or on another
// developer's machine; they are refused outside sandbox mode.
const SANDBOX_SECRETS = {
  RIHLA_PARTNER_CREDENTIAL_KEY: 'rihla-sandbox-partner-credential-key',
  RIHLA_PARTNER_TOKEN_SECRET: 'rihla-sandbox-partner-token-secret',
  RIHLA_WIDGET_SIGNING_KEY: 'rihla-sandbox-widget-signing-key',
  RIHLA_AUTH_SECRET: 'rihla-sandbox-auth-secret',
  RIHLA_PUSHER_SECRET: 'rihla-sandbox-pusher-secret',
} as const
const SECRET_NAMES = Object.keys(SANDBOX_SECRETS) as (keyof typeof SANDBOX_SECRETS)[]

/** The seller on tax invoices; the sandbox's is a made-up company, so production must name its own. */
const SELLER_NAMES = [
  'RIHLA_SELLER_NAME_EN',
  'RIHLA_SELLER_NAME_AR',
  'RIHLA_SELLER_VAT_NUMBER',
  'RIHLA_SELLER_ADDRESS_EN',
  'RIHLA_SELLER_ADDRESS_AR',
] as const
const sellerText = z.string().trim().min(1).max(200)

const oidcProvidersSchema = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9-]{1,32}$/),
    label: z.string().min(1),
    issuer: z.url(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
  }),
)
export type OidcProviderConfig = z.output<typeof oidcProvidersSchema>[number]

function parseOidcProviders(json: string) {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw new Error('Invalid environment: RIHLA_OIDC_PROVIDERS: not JSON')
  }
  const result = oidcProvidersSchema.safeParse(value)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment: RIHLA_OIDC_PROVIDERS: ${problems.join('; ')}`)
  }
  return result.data
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    RIHLA_PGLITE_DIR: z.string().default(join(import.meta.dirname, '..', 'var', 'pglite')),
    RIHLA_SANDBOX: flag.default(true),
    RIHLA_CORS_ORIGINS: list.optional(),
    RIHLA_PARTNER_CREDENTIAL_KEY: z.string().min(16).optional(),
    RIHLA_PARTNER_TOKEN_SECRET: z.string().min(16).optional(),
    RIHLA_PARTNER_TOKEN_TTL: seconds.default(3600),
    RIHLA_WIDGET_SIGNING_KEY: z.string().min(16).optional(),
    RIHLA_SESSION_TTL: seconds.default(30 * 24 * 3600),
    RIHLA_GEO_DEFAULT_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('SA'),
    RIHLA_GEO_HEADER: z.string().default('cf-ipcountry'),
    /** Our own proxy hops (the site's server, a load balancer): addresses, CIDRs, `loopback`, `none`. */
    RIHLA_TRUSTED_PROXIES: list.default(['loopback']).transform((entries, ctx) => {
      try {
        return parseTrustedProxies(entries)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
    /** Replaced by RIHLA_TRUSTED_PROXIES: refused, so an old deployment's setting is not silently dropped. */
    RIHLA_TRUST_PROXY: z
      .undefined({ error: 'replaced by RIHLA_TRUSTED_PROXIES (addresses or CIDRs of your proxies)' })
      .optional(),
    RIHLA_DEFAULT_CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('SAR'),
    RIHLA_SUPPORT_EMAIL: z.email().default('support@rihla.sa'),
    RIHLA_CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    RIHLA_CONTACT_RATE_WINDOW: seconds.default(600),
    RIHLA_LOG_REQUESTS: flag.default(false),
    /** HMAC key for captcha challenges and stored OTP codes. */
    RIHLA_AUTH_SECRET: z.string().min(16).optional(),
    /** Web origins social sign-in may return to; unset: any localhost origin (sandbox). */
    RIHLA_WEB_ORIGINS: list.optional(),
    /** The API's own public URL (for OIDC redirect URIs); unset in sandbox: the URL a request came to. */
    RIHLA_PUBLIC_API_URL: z.url().optional(),
    /** JSON [{ id, label, issuer, clientId, clientSecret }]; unset in sandbox: the embedded sandbox IdP. */
    RIHLA_OIDC_PROVIDERS: z.string().optional(),
    RIHLA_OTP_HOURLY_LIMIT: z.coerce.number().int().positive().default(5),
    RIHLA_OTP_IP_HOURLY_LIMIT: z.coerce.number().int().positive().default(5),
    RIHLA_LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    RIHLA_LOGIN_IP_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    RIHLA_LOGIN_IP_CAPTCHA_LIMIT: z.coerce.number().int().positive().default(5),
    RIHLA_LOGIN_RATE_WINDOW: seconds.default(900),
    /** Flight searches per client address and per partner credential in each window. */
    RIHLA_SEARCH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
    RIHLA_SEARCH_PARTNER_RATE_LIMIT: z.coerce.number().int().positive().default(1200),
    RIHLA_SEARCH_RATE_WINDOW: seconds.default(60),
    /** How often the in-process jobs (expiry of unpaid bookings and lapsed holds) run. */
    RIHLA_JOB_INTERVAL_SECONDS: seconds.default(15),
    // Realtime (Pusher Channels protocol). Unset host and cluster: the server embedded in this API.
    RIHLA_PUSHER_APP_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('rihla-sandbox'),
    RIHLA_PUSHER_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('rihla-sandbox-key'),
    RIHLA_PUSHER_SECRET: z.string().min(16).optional(),
    /** Pusher's own service by cluster (eu, ap2…), or a compatible server by host. */
    RIHLA_PUSHER_CLUSTER: z
      .string()
      .regex(/^[a-z0-9-]{1,32}$/)
      .optional(),
    RIHLA_PUSHER_HOST: z.string().min(1).optional(),
    RIHLA_PUSHER_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    RIHLA_PUSHER_TLS: flag.default(true),
    /** A real card gateway's hosted checkout API; unset: the sandbox gateway in sandbox mode, none otherwise. */
    RIHLA_CARD_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
    RIHLA_CARD_GATEWAY_SECRET: z.string().min(16).optional(),
    RIHLA_SELLER_NAME_EN: sellerText.optional(),
    RIHLA_SELLER_NAME_AR: sellerText.optional(),
    RIHLA_SELLER_VAT_NUMBER: z
      .string()
      .regex(VAT_NUMBER, { error: 'a Saudi VAT number: 15 digits, starting and ending with 3' })
      .optional(),
    RIHLA_SELLER_ADDRESS_EN: sellerText.optional(),
    RIHLA_SELLER_ADDRESS_AR: sellerText.optional(),
  })
  .superRefine((env, ctx) => {
    if (!env.RIHLA_CARD_GATEWAY_URL !== !env.RIHLA_CARD_GATEWAY_SECRET) {
      const missing = env.RIHLA_CARD_GATEWAY_URL ? 'RIHLA_CARD_GATEWAY_SECRET' : 'RIHLA_CARD_GATEWAY_URL'
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set with the other card gateway variable',
      })
    }
    if (env.RIHLA_SANDBOX) return
    for (const name of [...SECRET_NAMES, ...SELLER_NAMES]) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when RIHLA_SANDBOX is off' })
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL ?? null,
    pgliteDir: env.RIHLA_PGLITE_DIR,
    sandbox: env.RIHLA_SANDBOX,
    /** null: any localhost origin (sandbox default). */
    corsOrigins: env.RIHLA_CORS_ORIGINS ?? null,
    partnerCredentialKey: env.RIHLA_PARTNER_CREDENTIAL_KEY ?? SANDBOX_SECRETS.RIHLA_PARTNER_CREDENTIAL_KEY,
    partnerTokenSecret: env.RIHLA_PARTNER_TOKEN_SECRET ?? SANDBOX_SECRETS.RIHLA_PARTNER_TOKEN_SECRET,
    partnerTokenTtlSeconds: env.RIHLA_PARTNER_TOKEN_TTL,
    widgetSigningKey: env.RIHLA_WIDGET_SIGNING_KEY ?? SANDBOX_SECRETS.RIHLA_WIDGET_SIGNING_KEY,
    sessionTtlSeconds: env.RIHLA_SESSION_TTL,
    geoDefaultCountry: env.RIHLA_GEO_DEFAULT_COUNTRY,
    geoHeader: env.RIHLA_GEO_HEADER.toLowerCase(),
    trustProxy: env.RIHLA_TRUSTED_PROXIES,
    defaultCurrency: env.RIHLA_DEFAULT_CURRENCY,
    supportEmail: env.RIHLA_SUPPORT_EMAIL,
    contactRateLimit: env.RIHLA_CONTACT_RATE_LIMIT,
    contactRateWindowSeconds: env.RIHLA_CONTACT_RATE_WINDOW,
    logRequests: env.RIHLA_LOG_REQUESTS,
    authSecret: env.RIHLA_AUTH_SECRET ?? SANDBOX_SECRETS.RIHLA_AUTH_SECRET,
    /** null: any localhost origin (sandbox default). */
    webOrigins: env.RIHLA_WEB_ORIGINS ?? null,
    publicApiUrl: env.RIHLA_PUBLIC_API_URL?.replace(/\/+$/, '') ?? null,
    /** null: the embedded sandbox identity provider (sandbox only). */
    oidcProviders: env.RIHLA_OIDC_PROVIDERS ? parseOidcProviders(env.RIHLA_OIDC_PROVIDERS) : null,
    otpHourlyLimit: env.RIHLA_OTP_HOURLY_LIMIT,
    otpIpHourlyLimit: env.RIHLA_OTP_IP_HOURLY_LIMIT,
    loginRateLimit: env.RIHLA_LOGIN_RATE_LIMIT,
    loginIpRateLimit: env.RIHLA_LOGIN_IP_RATE_LIMIT,
    loginIpCaptchaLimit: env.RIHLA_LOGIN_IP_CAPTCHA_LIMIT,
    loginRateWindowSeconds: env.RIHLA_LOGIN_RATE_WINDOW,
    searchRateLimit: env.RIHLA_SEARCH_RATE_LIMIT,
    searchPartnerRateLimit: env.RIHLA_SEARCH_PARTNER_RATE_LIMIT,
    searchRateWindowSeconds: env.RIHLA_SEARCH_RATE_WINDOW,
    jobIntervalSeconds: env.RIHLA_JOB_INTERVAL_SECONDS,
    pusher: {
      appId: env.RIHLA_PUSHER_APP_ID,
      key: env.RIHLA_PUSHER_KEY,
      secret: env.RIHLA_PUSHER_SECRET ?? SANDBOX_SECRETS.RIHLA_PUSHER_SECRET,
      /** null: the embedded server; else where events are sent and browsers connect. */
      external:
        env.RIHLA_PUSHER_HOST || env.RIHLA_PUSHER_CLUSTER
          ? {
              cluster: env.RIHLA_PUSHER_CLUSTER ?? null,
              host: env.RIHLA_PUSHER_HOST ?? null,
              port: env.RIHLA_PUSHER_PORT ?? null,
              useTLS: env.RIHLA_PUSHER_TLS,
            }
          : null,
    },
    /** The seller tax invoices name: the environment's, else (sandbox only) the sandbox's. */
    seller: {
      nameEn: env.RIHLA_SELLER_NAME_EN ?? SANDBOX_SELLER.nameEn,
      nameAr: env.RIHLA_SELLER_NAME_AR ?? SANDBOX_SELLER.nameAr,
      vatNumber: env.RIHLA_SELLER_VAT_NUMBER ?? SANDBOX_SELLER.vatNumber,
      addressEn: env.RIHLA_SELLER_ADDRESS_EN ?? SANDBOX_SELLER.addressEn,
      addressAr: env.RIHLA_SELLER_ADDRESS_AR ?? SANDBOX_SELLER.addressAr,
    },
    /** null: the sandbox gateway in sandbox mode; in production, no card payments. */
    cardGateway:
      env.RIHLA_CARD_GATEWAY_URL && env.RIHLA_CARD_GATEWAY_SECRET
        ? { baseUrl: env.RIHLA_CARD_GATEWAY_URL.replace(/\/+$/, ''), secret: env.RIHLA_CARD_GATEWAY_SECRET }
        : null,
  }))

export type Config = z.output<typeof envSchema>

/** The server's settings from the environment; every variable has a sandbox default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = envSchema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
  throw new Error(`Invalid environment: ${problems}`)
}
