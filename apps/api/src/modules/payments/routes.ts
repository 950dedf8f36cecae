import { messages, serverMessages } from '@rihla/api-contract'
import { localizeMessage } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { PAYMENT_METHODS } from '@rihla/api-contract/payments'
import type { PaymentMethodId } from '@rihla/api-contract/payments'
import type { Context } from 'hono'
import { apiOrigin } from '../../auth/oidc/providers'
import { FieldError } from '../../errors'
import { cardGatewayFor } from '../../payments/gateway/cardGateway'
import type { AppDeps, AppEnv } from '../../http/env'
import type { Register } from '../../http/registrar'
import { allowedWebRedirect } from '../accounts/routes'
import type { PaymentCaller, PaymentDeps } from './context'
import { requestFingerprint, withIdempotency } from './idempotency'
import { getPaymentMethods, paymentInquiry, processPayment } from './service'
import { startSavingAccount, verifyAccount } from './wallets'

/**
 * The methods a provider stands behind: cards when a gateway is configured (the sandbox's in sandbox
 * mode). Bank transfers and the wallets only in sandbox mode: the transfer's account is the sandbox's
 * example IBAN and only a sandbox route records a transfer's arrival, and the scripted wallets are the
 * only wallet integration there is. Production lists them as not offered rather than take money it
 * could never match to a booking.
 */
function offeredMethods(config: AppDeps['config']): ReadonlySet<PaymentMethodId> {
  return new Set(
    PAYMENT_METHODS.filter((method) =>
      method === 'card' ? cardGatewayFor(config) !== null : config.sandbox,
    ),
  )
}

export function registerPaymentRoutes(register: Register, { db, config, userEvents }: AppDeps) {
  const deps: PaymentDeps = {
    cardGateway: cardGatewayFor(config),
    offeredMethods: offeredMethods(config),
    db,
    userEvents,
    otp: {
      secret: config.authSecret,
      phoneHourlyLimit: config.otpHourlyLimit,
      ipHourlyLimit: config.otpIpHourlyLimit,
    },
  }
  const callerOf = (c: Context<AppEnv>): PaymentCaller => ({
    userId: c.get('user').id,
    locale: c.get('locale'),
    ip: c.get('clientIp'),
    now: new Date(),
  })

  register(endpoints.paymentMethods, (c, { query }) => getPaymentMethods(deps, callerOf(c), query.uuid))

  register(endpoints.processPayment, async (c, { body }) => {
    // Checked before the key is claimed: a page that is not the site's own is bad input, not a payment.
    if (body.method === 'card' && !allowedWebRedirect(config, body.returnUrl)) {
      throw new FieldError('returnUrl', messages.invalidValue)
    }
    const caller = callerOf(c)
    const { idempotencyKey, ...request } = body
    return withIdempotency(
      db,
      { userId: caller.userId, key: idempotencyKey, fingerprint: requestFingerprint(request) },
      () => processPayment(deps, caller, body, { apiOrigin: apiOrigin(config, c.req.url) }),
    )
  })

  register(endpoints.paymentInquiry, (c, { query }) => paymentInquiry(deps, callerOf(c), query))

  register(endpoints.saveAccount, async (c, { body }) => ({
    message: localizeMessage(serverMessages.otpSent, c.get('locale')),
    otp: await startSavingAccount(deps, callerOf(c), body),
  }))

  register(endpoints.verifyAccount, async (c, { body }) => ({
    account: await verifyAccount(deps, callerOf(c), body),
  }))
}
