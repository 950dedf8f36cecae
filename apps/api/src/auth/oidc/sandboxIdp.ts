import { createHash, createHmac } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'
import type { AdapterPayload, Configuration } from 'oidc-provider'
import { socialCallbackPath } from '@rihla/api-contract/account'
import type { Locale } from '@rihla/api-contract'
import type { Config } from '../../config'
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_IDP_PATH,
  SANDBOX_PROVIDERS,
  sandboxClientSecret,
  usesSandboxIdp,
} from './providers'

// The sandbox identity provider: a real OpenID Connect provider (panva's oidc-provider) standing in for
// Google and Apple, so the whole authorization-code + PKCE redirect flow runs on one machine. It is
// mounted beside the API on the same HTTP server (oidc-provider is a Koa app that wants the raw node
// request), at /oidc/<provider>. Its login page accepts any email: it is clearly a sandbox.

type SandboxAccount = { email: string; name: string }

/** Accounts signed in at the sandbox so far, by subject; the subject is derived from the email. */
const accounts = new Map<string, SandboxAccount>()
const subjectOf = (providerId: string, email: string) =>
  createHash('sha256').update(`${providerId}\n${email}`).digest('base64url').slice(0, 24)

let signingKeys: Promise<NonNullable<Configuration['jwks']>> | undefined
/** One RS256 key per process, made on first use (the library would otherwise warn about its dev key). */
const jwks = () =>
  (signingKeys ??= generateKeyPair('RS256', { extractable: true }).then(async ({ privateKey }) => ({
    keys: [{ ...(await exportJWK(privateKey)), kid: 'sandbox', use: 'sig', alg: 'RS256' }],
  })))

/**
 * The sandbox keeps the provider's own records (interactions, codes, grants) in memory: they live for
 * minutes and a restart only means signing in again.
 */
class SandboxStore {
  private static records = new Map<string, { payload: AdapterPayload; expiresAt: number }>()
  constructor(private readonly model: string) {}
  private key = (id: string) => `${this.model}:${id}`
  private static live(entry?: { payload: AdapterPayload; expiresAt: number }) {
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined
  }
  upsert(id: string, payload: AdapterPayload, expiresIn: number) {
    const now = Date.now()
    for (const [key, entry] of SandboxStore.records)
      if (entry.expiresAt <= now) SandboxStore.records.delete(key)
    SandboxStore.records.set(this.key(id), { payload, expiresAt: now + expiresIn * 1000 })
    return Promise.resolve()
  }
  find(id: string) {
    return Promise.resolve(SandboxStore.live(SandboxStore.records.get(this.key(id))))
  }
  findByUid(uid: string) {
    const found = [...SandboxStore.records.entries()].find(
      ([key, entry]) => key.startsWith(`${this.model}:`) && entry.payload.uid === uid,
    )
    return Promise.resolve(SandboxStore.live(found?.[1]))
  }
  findByUserCode(userCode: string) {
    const found = [...SandboxStore.records.entries()].find(
      ([key, entry]) => key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode,
    )
    return Promise.resolve(SandboxStore.live(found?.[1]))
  }
  consume(id: string) {
    const entry = SandboxStore.records.get(this.key(id))
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
    return Promise.resolve()
  }
  destroy(id: string) {
    SandboxStore.records.delete(this.key(id))
    return Promise.resolve()
  }
  revokeByGrantId(grantId: string) {
    for (const [key, entry] of SandboxStore.records)
      if (entry.payload.grantId === grantId) SandboxStore.records.delete(key)
    return Promise.resolve()
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

async function createSandboxProvider(config: Config, origin: string, providerId: string) {
  const mountPath = `${SANDBOX_IDP_PATH}/${providerId}`
  const configuration: Configuration = {
    clients: [
      {
        client_id: SANDBOX_CLIENT_ID,
        client_secret: sandboxClientSecret(config),
        redirect_uris: [`${origin}${socialCallbackPath(providerId)}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: await jwks(),
    adapter: SandboxStore,
    ttl: {
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 10 * 60,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
    },
    cookies: { keys: [createHmac('sha256', config.authSecret).update('oidc-sandbox-cookies').digest('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Real providers put the email in the ID token; so does the sandbox.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    clientBasedCORS: () => false,
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      }
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = page(
        'Sandbox sign-in error',
        `<p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p>`,
      )
    },
  }
  return new Provider(`${origin}${mountPath}`, configuration)
}

const page = (title: string, body: string, locale: Locale = 'en') => `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ea;color:#1d1d1b}
main{max-inline-size:24rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-block:0 .5rem} p{margin-block:0 1rem;color:#444}
label{display:block;font-weight:600;margin-block:.75rem .25rem}
input{box-sizing:border-box;inline-size:100%;padding:.6rem;font:inherit;border:1px solid #767676;border-radius:.4rem}
.actions{display:flex;gap:.5rem;margin-block-start:1.25rem}
button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #0b5d4b;cursor:pointer}
.primary{background:#0b5d4b;color:#fff} .secondary{background:#fff;color:#0b5d4b}
</style></head><body><main>${body}</main></body></html>`

/** The sandbox page's words; it speaks the language the site asked for with `ui_locales`. */
const loginCopy = {
  en: (label: string) => ({
    title: `${label} sandbox sign-in`,
    intro: `This is the Rihla sandbox identity provider, standing in for ${label}. Any email address signs in; no password is needed.`,
    email: 'Email',
    name: 'Name',
    signIn: 'Sign in',
    cancel: 'Cancel',
    badEmail: 'Enter an email address.',
  }),
  ar: (label: string) => ({
    title: `تسجيل الدخول التجريبي عبر ${label}`,
    intro: `هذا مزوّد الهوية التجريبي في رحلة، بديلًا عن ${label}. يمكنك تسجيل الدخول بأي بريد إلكتروني دون كلمة مرور.`,
    email: 'البريد الإلكتروني',
    name: 'الاسم',
    signIn: 'تسجيل الدخول',
    cancel: 'إلغاء',
    badEmail: 'أدخل بريدًا إلكترونيًا.',
  }),
} satisfies Record<Locale, (label: string) => Record<string, string>>

/** `ui_locales` is a space-separated preference list (OpenID Connect Core §3.1.2.1). */
const localeOf = (uiLocales: unknown): Locale =>
  typeof uiLocales === 'string' && uiLocales.split(' ').some((tag) => tag.startsWith('ar')) ? 'ar' : 'en'

function loginPage(label: string, action: string, locale: Locale, showError = false) {
  const copy = loginCopy[locale](label)
  return page(
    copy.title,
    `<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.intro)}</p>
<form method="post" action="${escapeHtml(action)}/login">
${showError ? `<p role="alert">${escapeHtml(copy.badEmail)}</p>` : ''}
<label for="email">${escapeHtml(copy.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required dir="ltr">
<label for="name">${escapeHtml(copy.name)}</label>
<input id="name" name="name" type="text" autocomplete="name">
<div class="actions"><button class="primary" type="submit">${escapeHtml(copy.signIn)}</button>
<button class="secondary" type="submit" formaction="${escapeHtml(action)}/abort" formnovalidate>${escapeHtml(copy.cancel)}</button></div>
</form>`,
    locale,
  )
}

async function readForm(req: IncomingMessage) {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 16 * 1024) throw new Error('Sandbox sign-in form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Keeps the number of providers bounded when requests arrive under many host names. */
const MAX_ORIGINS = 8

/**
 * Puts the sandbox identity provider in front of the API's request listener when the API runs in
 * sandbox mode without real providers configured; otherwise returns the listener unchanged.
 */
export function withSandboxIdentityProvider(config: Config, api: RequestListener): RequestListener {
  if (!usesSandboxIdp(config)) return api
  const providers = new Map<string, Promise<Provider>>()
  const providerFor = (origin: string, providerId: string) => {
    const key = `${origin} ${providerId}`
    let provider = providers.get(key)
    if (!provider) {
      if (providers.size >= MAX_ORIGINS * SANDBOX_PROVIDERS.length) providers.clear()
      provider = createSandboxProvider(config, origin, providerId)
      providers.set(key, provider)
    }
    return provider
  }

  async function handle(req: IncomingMessage, res: ServerResponse, providerId: string, rest: string) {
    const label = SANDBOX_PROVIDERS.find(({ id }) => id === providerId)!.label
    const origin = config.publicApiUrl ?? `http://${req.headers.host ?? 'localhost'}`
    const provider = await providerFor(origin, providerId)
    const interaction = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(rest.split('?')[0] ?? '')
    if (!interaction) {
      // Mounted below a path: the library routes on the rest and learns its mount path from originalUrl.
      Object.assign(req, { originalUrl: req.url, url: rest || '/' })
      return provider.callback()(req, res)
    }
    const [, uid, step] = interaction
    const action = `${SANDBOX_IDP_PATH}/${providerId}/interaction/${uid}`
    const details = await provider.interactionDetails(req, res)
    if (!step && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      return res.end(loginPage(label, action, localeOf(details.params.ui_locales)))
    }
    if (req.method !== 'POST') {
      res.writeHead(405).end()
      return
    }
    if (step === '/abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      )
    }
    const form = await readForm(req)
    const email = (form.get('email') ?? '').trim().toLowerCase()
    if (!EMAIL.test(email) || email.length > 320) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(loginPage(label, action, localeOf(details.params.ui_locales), true))
    }
    const name = (form.get('name') ?? '').trim().slice(0, 100) || email.split('@')[0]!
    const accountId = subjectOf(providerId, email)
    accounts.set(accountId, { email, name })
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
    grant.addOIDCScope(typeof details.params.scope === 'string' ? details.params.scope : 'openid')
    const grantId = await grant.save()
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  return (req, res) => {
    const match = new RegExp(`^${SANDBOX_IDP_PATH}/([a-z0-9-]+)(/.*)?$`).exec(req.url ?? '')
    const providerId = match?.[1]
    if (!match || !SANDBOX_PROVIDERS.some(({ id }) => id === providerId)) return api(req, res)
    handle(req, res, providerId!, match[2] ?? '').catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        page('Sandbox sign-in error', `<h1>Sandbox sign-in error</h1><p>${escapeHtml(String(error))}</p>`),
      )
    })
  }
}
