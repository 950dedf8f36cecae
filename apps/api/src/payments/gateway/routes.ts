import { randomBytes } from 'node:crypto'
import { HEADERS } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { GatewayCheckout } from '../../db/schema'
import type { AppEnv } from '../../http/env'
import { parseLocaleHeader } from '../../http/locale'
import { errorDetails } from '../../logger'
import type { Logger } from '../../logger'
import type { CardOutcome } from '../../modules/payments/settlement'
import {
  CARD_FIELDS,
  answerChallenge,
  cardOutcomeOf,
  checkoutPathOf,
  enterCard,
  findCheckout,
  isExpired,
  reopenChallenge,
  returnUrlOf,
  tokenMatches,
  validateCard,
  voidCheckout,
} from './checkout'
import type { CardForm } from './checkout'
import { GATEWAY_COPY } from './copy'
import { partnerFramers } from './framing'
import { challengePage, checkoutPage, noticePage } from './pages'
import type { NoticeKind } from './pages'

/** Hands the authorization result to the app; `accepted: false` means the app refused it (void it). */
export type SettleCard = (orderRef: string, outcome: CardOutcome) => Promise<{ accepted: boolean }>

export interface GatewayDeps {
  db: Db
  config: Config
  logger: Logger
  settle: SettleCard
}

type GatewayContext = Context<AppEnv>
type Page = ReturnType<typeof checkoutPage>

const newNonce = () => randomBytes(16).toString('base64')

/**
 * What every gateway answer carries: never cached, never framed (no clickjacking of the card form),
 * no sniffing, no referrer (the checkout id is in the URL), and a policy that only runs this page's
 * own inline style and script. Forms may post here and be redirected to the app's return URL.
 */
function securityHeaders(nonce: string, returnUrl: string | null): Record<string, string> {
  const formTargets = ["'self'"]
  if (returnUrl) formTargets.push(new URL(returnUrl).origin)
  return {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      `form-action ${formTargets.join(' ')}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  }
}

async function sendPage(
  c: GatewayContext,
  status: ContentfulStatusCode,
  nonce: string,
  page: Page,
  returnUrl: string | null,
) {
  return c.html(await page, status, securityHeaders(nonce, returnUrl))
}

const redirect = (c: GatewayContext, location: string, returnUrl: string | null) =>
  c.body(null, 303, { ...securityHeaders(newNonce(), returnUrl), location })

function sendNotice(
  c: GatewayContext,
  status: ContentfulStatusCode,
  kind: NoticeKind,
  locale: Locale,
  checkout: GatewayCheckout | null,
  link?: 'returnToRihla' | 'backToPayment',
) {
  const nonce = newNonce()
  const href =
    link === 'returnToRihla' && checkout
      ? returnUrlOf(checkout)
      : link === 'backToPayment' && checkout
        ? checkoutPathOf(checkout.id)
        : null
  const page = noticePage({
    kind,
    locale,
    nonce,
    ...(href && link ? { link: { href, label: link } } : {}),
  })
  return sendPage(c, status, nonce, page, checkout?.returnUrl ?? null)
}

const formText = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The sandbox card gateway's hosted pages, on the API's origin under /gateway (never the site's):
 * card entry, then the 3-D Secure challenge, then back to the app's return URL. Plain HTML forms; the
 * card number is checked and dropped, and only its brand and last four digits are kept.
 */
export function registerGatewayRoutes(app: Hono<AppEnv>, deps: GatewayDeps) {
  const { db, config, logger, settle } = deps

  // A widget's checkout opens where its partner chose: inside the widget's frame on the partner's
  // page, whose origins its pages then admit as the frame's ancestors (and no others), or in a new
  // window, which must keep its opener (the frame) to hand the return address back to it.
  for (const path of ['/gateway/checkout/:id', '/gateway/checkout/:id/3ds']) {
    app.use(path, async (c, next) => {
      await next()
      const policy = c.res.headers.get('content-security-policy')
      if (!policy?.includes("frame-ancestors 'none'")) return
      const checkout = await findCheckout(db, c.req.param('id') ?? '')
      const framers = checkout ? await partnerFramers(db, config, checkout.returnUrl) : []
      if (!framers.length) return
      c.res.headers.set(
        'content-security-policy',
        policy.replace("frame-ancestors 'none'", `frame-ancestors ${framers.join(' ')}`),
      )
      c.res.headers.delete('x-frame-options')
      c.res.headers.set('cross-origin-opener-policy', 'unsafe-none')
    })
  }

  /** The checkout for this request, or the answer to send instead when it is missing, done or expired. */
  async function openCheckout(c: GatewayContext, now: Date, form: Record<string, unknown> | null) {
    const checkout = await findCheckout(db, c.req.param('id') ?? '')
    if (!checkout) {
      // No checkout, so no language of its own: the one the request asked for, if any.
      const locale = parseLocaleHeader(c.req.header(HEADERS.locale))
      return { answer: await sendNotice(c, 404, 'notFound', locale, null) }
    }
    if (form && !tokenMatches(checkout, form.csrf)) {
      logger.info('Gateway refused a form without its checkout token', { orderRef: checkout.orderRef })
      return { answer: await sendNotice(c, 403, 'forbidden', checkout.locale, checkout, 'backToPayment') }
    }
    if (checkout.state === 'completed') {
      const status = form ? 409 : 200
      return { answer: await sendNotice(c, status, 'completed', checkout.locale, checkout, 'returnToRihla') }
    }
    if (isExpired(checkout, now)) {
      return { answer: await sendNotice(c, 410, 'expired', checkout.locale, checkout, 'returnToRihla') }
    }
    return { checkout }
  }

  const challengePath = (checkout: GatewayCheckout) => `${checkoutPathOf(checkout.id)}/3ds`

  app.get('/gateway/checkout/:id', async (c) => {
    const opened = await openCheckout(c, new Date(), null)
    if (!opened.checkout) return opened.answer
    const { checkout } = opened
    if (checkout.state === 'challenge') return redirect(c, challengePath(checkout), checkout.returnUrl)
    const nonce = newNonce()
    return sendPage(c, 200, nonce, checkoutPage({ checkout, nonce }), checkout.returnUrl)
  })

  app.post('/gateway/checkout/:id', async (c) => {
    const now = new Date()
    const body = await c.req.parseBody()
    const opened = await openCheckout(c, now, body)
    if (!opened.checkout) return opened.answer
    const { checkout } = opened
    if (checkout.state === 'challenge') return redirect(c, challengePath(checkout), checkout.returnUrl)
    const form = Object.fromEntries(CARD_FIELDS.map((name) => [name, formText(body[name])])) as CardForm
    const result = validateCard(form, now)
    if (!result.ok) {
      const nonce = newNonce()
      const page = checkoutPage({ checkout, nonce, form, errors: result.errors })
      return sendPage(c, 400, nonce, page, checkout.returnUrl)
    }
    if (!(await enterCard(db, checkout.id, result.card, now))) {
      // Another submission moved it first: its current page says where it is.
      return redirect(c, checkoutPathOf(checkout.id), checkout.returnUrl)
    }
    logger.info('Gateway card entered', {
      orderRef: checkout.orderRef,
      brand: result.card.brand,
      last4: result.card.last4,
    })
    return redirect(c, challengePath(checkout), checkout.returnUrl)
  })

  app.get('/gateway/checkout/:id/3ds', async (c) => {
    const opened = await openCheckout(c, new Date(), null)
    if (!opened.checkout) return opened.answer
    const { checkout } = opened
    if (checkout.state !== 'challenge') return redirect(c, checkoutPathOf(checkout.id), checkout.returnUrl)
    const nonce = newNonce()
    return sendPage(c, 200, nonce, challengePage({ checkout, nonce }), checkout.returnUrl)
  })

  app.post('/gateway/checkout/:id/3ds', async (c) => {
    const now = new Date()
    const body = await c.req.parseBody()
    const opened = await openCheckout(c, now, body)
    if (!opened.checkout) return opened.answer
    const { checkout } = opened
    if (checkout.state !== 'challenge') return redirect(c, checkoutPathOf(checkout.id), checkout.returnUrl)
    const copy = GATEWAY_COPY[checkout.locale]
    const code = formText(body.otp).trim()
    const retry = (error: string) => {
      const nonce = newNonce()
      return sendPage(c, 400, nonce, challengePage({ checkout, nonce, error }), checkout.returnUrl)
    }
    if (code === '') return retry(copy.otpRequired)
    const answer = await answerChallenge(db, checkout, code, now)
    if (answer.kind === 'wrong_code') return retry(copy.otpWrong(answer.triesLeft))
    if (answer.kind === 'stale') return redirect(c, challengePath(checkout), checkout.returnUrl)

    const completed = answer.checkout
    const outcome = cardOutcomeOf(completed)
    let settled: { accepted: boolean }
    try {
      settled = await settle(completed.orderRef, outcome)
    } catch (error) {
      logger.error('Gateway could not settle a card payment', {
        orderRef: completed.orderRef,
        ...errorDetails(error),
      })
      await reopenChallenge(db, completed.id, now)
      const nonce = newNonce()
      const page = noticePage({
        kind: 'failure',
        locale: completed.locale,
        nonce,
        link: { href: challengePath(completed), label: 'backToPayment' },
      })
      return sendPage(c, 502, nonce, page, completed.returnUrl)
    }
    logger.info('Gateway card payment settled', {
      orderRef: completed.orderRef,
      brand: completed.cardBrand,
      last4: completed.cardLast4,
      outcome: completed.outcome,
      accepted: settled.accepted,
    })
    if (!settled.accepted) {
      if (completed.outcome === 'approved') await voidCheckout(db, completed.id, now)
      return sendNotice(c, 200, 'notAccepted', completed.locale, completed, 'returnToRihla')
    }
    return redirect(c, returnUrlOf(completed), completed.returnUrl)
  })
}
