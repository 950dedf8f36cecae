import type { ApiModule } from '../../http/module'
import { cardGatewayFor } from '../../payments/gateway/cardGateway'
import { registerHostedGatewayRoutes } from '../../payments/gateway/hosted'
import { registerGatewayRoutes } from '../../payments/gateway/routes'
import { registerDevPaymentRoutes } from './devRoutes'
import { forgetOldPaymentRequests } from './idempotency'
import { completeRefunds } from './refunds'
import { registerPaymentRoutes } from './routes'
import { settleCardPayment } from './settlement'

export const register: ApiModule['register'] = (context) => {
  const { app, db, config, logger, userEvents } = context
  registerPaymentRoutes(context.register, context)
  const settle = (orderRef: string, outcome: Parameters<typeof settleCardPayment>[2]) =>
    settleCardPayment({ db, userEvents }, orderRef, outcome)
  // The sandbox gateway's pages and test cards exist only while it is the gateway: never in production.
  if (cardGatewayFor(config)?.kind === 'sandbox') registerGatewayRoutes(app, { ...context, settle })
  if (config.cardGateway)
    registerHostedGatewayRoutes(app, { db, gateway: config.cardGateway, logger, settle })
}
export const registerDev: ApiModule['registerDev'] = (context) =>
  registerDevPaymentRoutes(context.register, context)
export const jobs: ApiModule['jobs'] = [
  { name: 'forget old payment keys', run: ({ db }, now) => forgetOldPaymentRequests(db, now) },
  { name: 'complete refunds', run: (deps, now) => completeRefunds(deps, now) },
]
