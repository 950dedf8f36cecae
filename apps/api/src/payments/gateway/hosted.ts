import { createHmac, timingSafeEqual } from 'node:crypto'
import { serverMessages } from '@rihla/api-contract'
import { CARD_BRANDS, PAYMENT_FAILURE_REASONS } from '@rihla/api-contract/payments'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema'
import type { AppEnv } from '../../http/env'
import { HttpError } from '../../http/httpError'
import { errorDetails } from '../../logger'
import type { Logger } from '../../logger'
import type { CardOutcome } from '../../modules/payments/settlement'
import type { CardGateway } from './cardGateway'
import { returnUrlOf } from './checkout'

// A real card gateway with a hosted checkout page, configured by RIHLA_CARD_GATEWAY_URL and
// RIHLA_CARD_GATEWAY_SECRET. The protocol (apps/api/README.md, Payments) is the common shape of such
// providers: the server opens a checkout with its secret, the traveller pays on the provider's page and
// is sent back to the site, and the provider notifies the outcome with a body signed by the same secret.

export type HostedGatewayConfig = NonNullable<Config['cardGateway']>

export const HOSTED_NOTIFY_PATH = '/gateway/hosted/notify'
export const SIGNATURE_HEADER = 'x-gateway-signature'
const OPEN_TIMEOUT_MS = 10_000

const openedSchema = z.object({ id: z.string().min(1).max(200), url: z.url({ protocol: /^https?$/ }) })

const cardBrandSchema = z.enum(CARD_BRANDS)
const paymentFailureReasonSchema = z.enum(PAYMENT_FAILURE_REASONS)

const notificationSchema = z.discriminatedUnion('status', [
  z.object({
    reference: z.string().min(1),
    status: z.literal('approved'),
    amount: z.number().int(),
    currency: z.string().length(3),
    brand: cardBrandSchema,
    last4: z.string().regex(/^\d{4}$/),
  }),
  z.object({
    reference: z.string().min(1),
    status: z.literal('declined'),
    amount: z.number().int(),
    currency: z.string().length(3),
    reason: paymentFailureReasonSchema,
    brand: cardBrandSchema.nullable().default(null),
    last4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable()
      .default(null),
  }),
])

/** Hex HMAC-SHA256 of a body with the shared secret, as the provider signs its notifications. */
export const signGatewayBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex')

function signatureMatches(secret: string, body: string, given: string | undefined): boolean {
  if (!given) return false
  const expected = Buffer.from(signGatewayBody(secret, body))
  const actual = Buffer.from(given.replace(/^sha256=/, ''))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** Opens checkouts at the provider: `POST {base}/checkouts` with the secret as a bearer token. */
export function hostedCardGateway(gateway: HostedGatewayConfig): CardGateway {
  return {
    kind: 'hosted',
    async openCheckout(_db, request, { apiOrigin }) {
      let answer: Response
      try {
        answer = await fetch(`${gateway.baseUrl}/checkouts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${gateway.secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            reference: request.orderRef,
            amount: request.amount.amount,
            currency: request.amount.currency,
            description: request.description,
            locale: request.locale,
            returnUrl: returnUrlOf(request),
            notifyUrl: `${apiOrigin}${HOSTED_NOTIFY_PATH}`,
          }),
          signal: AbortSignal.timeout(OPEN_TIMEOUT_MS),
        })
      } catch {
        throw new HttpError(502, serverMessages.paymentGatewayUnavailable)
      }
      const opened = answer.ok ? openedSchema.safeParse(await answer.json().catch(() => null)) : null
      if (!opened?.success) throw new HttpError(502, serverMessages.paymentGatewayUnavailable)
      return { checkoutId: opened.data.id, checkoutUrl: opened.data.url }
    },
  }
}

export interface HostedNotifyDeps {
  db: Db
  gateway: HostedGatewayConfig
  logger: Logger
  settle: (orderRef: string, outcome: CardOutcome) => Promise<{ accepted: boolean }>
}

/**
 * The provider's notification of a checkout's outcome. Only a body signed with the shared secret is
 * believed, and only for the amount the payment was opened for; settling is idempotent, so a repeated
 * notification changes nothing.
 */
export function registerHostedGatewayRoutes(
  app: Hono<AppEnv>,
  { db, gateway, logger, settle }: HostedNotifyDeps,
) {
  app.post(HOSTED_NOTIFY_PATH, async (c) => {
    const body = await c.req.text()
    if (!signatureMatches(gateway.secret, body, c.req.header(SIGNATURE_HEADER))) {
      logger.info('Gateway notification refused: bad signature', { ip: c.get('clientIp') })
      return c.json({ message: serverMessages.invalidRequest }, 401)
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return c.json({ message: serverMessages.invalidRequest }, 400)
    }
    const parsed = notificationSchema.safeParse(json)
    if (!parsed.success) return c.json({ message: serverMessages.invalidRequest }, 400)
    const notice = parsed.data
    const [payment] = await db
      .select({ amount: payments.amount, currency: payments.currency })
      .from(payments)
      .where(eq(payments.orderRef, notice.reference))
      .limit(1)
    if (!payment) return c.json({ message: serverMessages.notFound }, 404)
    if (payment.amount !== notice.amount || payment.currency !== notice.currency) {
      logger.error('Gateway notification for another amount refused', { orderRef: notice.reference })
      return c.json({ message: serverMessages.paymentPriceChanged }, 409)
    }
    const outcome: CardOutcome =
      notice.status === 'approved'
        ? { status: 'succeeded', brand: notice.brand, last4: notice.last4 }
        : { status: 'failed', reason: notice.reason, brand: notice.brand, last4: notice.last4 }
    try {
      const settled = await settle(notice.reference, outcome)
      logger.info('Gateway card payment notified', { orderRef: notice.reference, ...settled })
      return c.json(settled)
    } catch (error) {
      // The provider retries a notification that was not acknowledged.
      logger.error('Gateway notification could not be settled', {
        orderRef: notice.reference,
        ...errorDetails(error),
      })
      return c.json({ message: serverMessages.serverError }, 500)
    }
  })
}
