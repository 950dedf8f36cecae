import { localizeMessage, messages, serverMessages } from '@rihla/api-contract'
import {
  SOCIAL_CODE_PARAM,
  SOCIAL_ERROR_PARAM,
  socialCallbackPath,
  socialStartPath,
} from '@rihla/api-contract/account'
import { endpoints } from '@rihla/api-contract/endpoints'
import type { Message } from '@rihla/api-contract'
import type { Context, Hono } from 'hono'
import { apiOrigin, resolveProvider, socialProviders } from '../../auth/oidc/providers'
import { finishAuthorization, startAuthorization } from '../../auth/oidc/relyingParty'
import type { Config } from '../../config'
import { FieldError, LimitError, ServiceError } from '../../errors'
import type { AppDeps, AppEnv } from '../../http/env'
import { parseLocaleHeader } from '../../http/locale'
import type { Register } from '../../http/registrar'
import { verifyCaptcha } from '../captcha/service'
import { countUpcomingTrips } from '../bookings/service'
import { supportCounts } from '../support/views'
import { walletBalance } from '../wallet/service'
import {
  changePassword,
  changePhone,
  completeRegistration,
  logIn,
  requestPasswordReset,
  resetPassword,
  sendPhoneChangeCode,
  startRegistration,
  verifyPasswordReset,
} from './auth'
import type { AuthContext } from './auth'
import { findUserById, revokeSession } from './service'
import {
  completeSocialSignIn,
  exchangeSignInCode,
  linkedProviders,
  rememberSignInStart,
  takeSignInStart,
} from './social'

export function registerAccountRoutes(
  app: Hono<AppEnv>,
  register: Register,
  { db, config, logger, rateLimits }: AppDeps,
) {
  const authContext = (c: Context<AppEnv>): AuthContext => ({
    ip: c.get('clientIp'),
    locale: c.get('locale'),
    sessionTtlSeconds: config.sessionTtlSeconds,
    otp: {
      secret: config.authSecret,
      phoneHourlyLimit: config.otpHourlyLimit,
      ipHourlyLimit: config.otpIpHourlyLimit,
    },
  })
  const say = (c: Context<AppEnv>, message: Message) => localizeMessage(message, c.get('locale'))

  register(endpoints.register, async (c, { body }) => {
    await verifyCaptcha(db, body.captcha, config.authSecret)
    const sent = await startRegistration(db, body, authContext(c))
    return { message: say(c, serverMessages.otpSent), ...sent }
  })

  register(endpoints.verifyOtp, async (c, { body }) => {
    if (body.purpose === 'sign_up') {
      return { purpose: 'sign_up' as const, user: await completeRegistration(db, body, authContext(c)) }
    }
    return { purpose: 'password_reset' as const, ...(await verifyPasswordReset(db, body, authContext(c))) }
  })

  // Sign-in failures are counted per account and per address (in the database when several processes
  // share it); only failures count, so people who type their password right are never slowed. Past
  // a few failures a sign-in needs a solved captcha, so guessing costs work per try while the owner,
  // who can solve one, is never locked out; only the failing address itself is made to wait.
  const window = { windowMs: config.loginRateWindowSeconds * 1000 }
  const accountFailures = rateLimits('login-account', { limit: config.loginRateLimit, ...window })
  const addressFailures = rateLimits('login-address', { limit: config.loginIpRateLimit, ...window })
  register(endpoints.login, async (c, { body }) => {
    const ip = c.get('clientIp')
    const wait = await addressFailures.retryAfterSeconds(ip)
    if (wait > 0) throw new LimitError(wait)
    const [accountCount, addressCount] = await Promise.all([
      accountFailures.count(body.email),
      addressFailures.count(ip),
    ])
    const captchaNeeded = accountCount >= config.loginRateLimit || addressCount >= config.loginIpCaptchaLimit
    if (captchaNeeded) {
      if (!body.captcha) throw new FieldError('captcha', messages.captchaRequired)
      await verifyCaptcha(db, body.captcha, config.authSecret)
    }
    try {
      const user = await logIn(db, body, authContext(c))
      await accountFailures.forget(body.email)
      return { user }
    } catch (error) {
      if (error instanceof ServiceError) {
        await Promise.all([accountFailures.record(body.email), addressFailures.record(ip)])
      }
      throw error
    }
  })

  register(endpoints.logout, async (c) => {
    await revokeSession(db, c.get('user').sessionId)
    return { message: say(c, serverMessages.loggedOut) }
  })

  register(endpoints.requestPasswordReset, async (c, { body }) => {
    await verifyCaptcha(db, body.captcha, config.authSecret)
    const sent = await requestPasswordReset(db, body.phone, authContext(c))
    return { message: say(c, serverMessages.otpSent), ...sent }
  })

  register(endpoints.resetPassword, async (c, { body }) => {
    await resetPassword(db, body)
    return { message: say(c, serverMessages.passwordResetDone) }
  })

  register(endpoints.sendOtp, async (c, { body }) => {
    const sent = await sendPhoneChangeCode(db, c.get('user').id, body.phone, authContext(c))
    return { message: say(c, serverMessages.otpSent), ...sent }
  })

  register(endpoints.updatePhoneNumber, async (c, { body }) => {
    const { phone } = await changePhone(db, c.get('user').id, body, authContext(c))
    return { message: say(c, serverMessages.phoneChanged), phone }
  })

  register(endpoints.changePassword, async (c, { body }) => {
    const { id: userId, sessionId } = c.get('user')
    await changePassword(db, { userId, sessionId }, body)
    return { message: say(c, serverMessages.passwordChanged) }
  })

  register(endpoints.dashboard, async (c) => {
    const user = await findUserById(db, c.get('user').id)
    if (!user) throw new ServiceError('unauthenticated', messages.unauthenticated)
    const labels = new Map(socialProviders(config).map(({ id, label }) => [id, label]))
    return {
      profile: {
        name: user.name,
        email: user.email,
        phone: user.phone,
        memberSince: user.createdAt.toISOString(),
        walletBalance: await walletBalance(db, user.id, config.defaultCurrency),
        hasPassword: user.passwordHash !== null,
        socialProviders: (await linkedProviders(db, user.id)).map((id) => ({
          id,
          label: labels.get(id) ?? id,
        })),
        ...(await supportCounts(db, user.id)),
        upcomingTrips: await countUpcomingTrips(db, user.id),
      },
    }
  })

  register(endpoints.socialProviders, () => ({ providers: socialProviders(config) }))

  register(endpoints.socialExchange, async (_c, { body }) => ({
    user: await exchangeSignInCode(db, body.code, config.sessionTtlSeconds),
  }))

  registerSocialRedirects(app, { db, config, logger })
}

const LOCALHOST_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/** Social sign-in may only send the browser back to the web app's own origins. */
export function allowedWebRedirect(config: Config, redirect: string | undefined): URL | null {
  if (!redirect || redirect.length > 2000) return null
  let url: URL
  try {
    url = new URL(redirect)
  } catch {
    return null
  }
  if (url.username || url.password || url.hash) return null
  const origins = config.webOrigins ?? config.corsOrigins
  const allowed = origins ? origins.includes(url.origin) : config.sandbox && LOCALHOST_ORIGIN.test(url.origin)
  return allowed ? url : null
}

/** The two browser redirects of social sign-in; they answer with 302s, so they are not JSON endpoints. */
function registerSocialRedirects(
  app: Hono<AppEnv>,
  { db, config, logger }: Pick<AppDeps, 'db' | 'config' | 'logger'>,
) {
  const badRequest = (c: Context<AppEnv>, field: string) =>
    c.json(
      {
        message: localizeMessage(serverMessages.invalidRequest, c.get('locale')),
        errors: [{ field, message: localizeMessage(messages.invalidValue, c.get('locale')) }],
      },
      400,
    )

  app.get(socialStartPath('PROVIDER').replace('PROVIDER', ':provider'), async (c) => {
    const origin = apiOrigin(config, c.req.url)
    const provider = resolveProvider(config, c.req.param('provider') ?? '', origin)
    if (!provider) return c.json({ message: localizeMessage(serverMessages.notFound, c.get('locale')) }, 404)
    const redirect = allowedWebRedirect(config, c.req.query('redirect'))
    if (!redirect) return badRequest(c, 'redirect')
    const redirectUri = `${origin}${socialCallbackPath(provider.id)}`
    // The site says its language in the query: this is a page load, which sends no locale header.
    const start = await startAuthorization(provider, redirectUri, parseLocaleHeader(c.req.query('locale')))
    await rememberSignInStart(db, { provider: provider.id, redirectUrl: redirect.href, ...start })
    c.header('Cache-Control', 'no-store')
    return c.redirect(start.url, 302)
  })

  app.get(socialCallbackPath('PROVIDER').replace('PROVIDER', ':provider'), async (c) => {
    const origin = apiOrigin(config, c.req.url)
    const provider = resolveProvider(config, c.req.param('provider') ?? '', origin)
    if (!provider) return c.json({ message: localizeMessage(serverMessages.notFound, c.get('locale')) }, 404)
    const state = c.req.query('state')
    const started = state ? await takeSignInStart(db, provider.id, state) : null
    if (!state || !started) return badRequest(c, 'state')

    const back = new URL(started.redirectUrl)
    c.header('Cache-Control', 'no-store')
    try {
      if (c.req.query('error')) throw new Error(`The provider refused: ${c.req.query('error')}`)
      const redirectUri = `${origin}${socialCallbackPath(provider.id)}`
      const callbackUrl = new URL(redirectUri + new URL(c.req.url).search)
      const identity = await finishAuthorization(provider, callbackUrl, { ...started, state, redirectUri })
      back.searchParams.set(SOCIAL_CODE_PARAM, await completeSocialSignIn(db, provider.id, identity))
    } catch (error) {
      logger.info('Social sign-in failed', { provider: provider.id, reason: String(error) })
      back.searchParams.set(SOCIAL_ERROR_PARAM, 'social_sign_in_failed')
    }
    return c.redirect(back.href, 302)
  })
}
