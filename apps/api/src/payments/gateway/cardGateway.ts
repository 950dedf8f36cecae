import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { createCardCheckout } from './checkout'
import type { CardCheckoutRequest } from './checkout'
import { hostedCardGateway } from './hosted'

/** Where the traveller types their card: a page of the gateway's, never of the site's. */
export interface OpenedCheckout {
  /** The gateway's id of the checkout, kept on the payment. */
  checkoutId: string
  /** The absolute URL the traveller is sent to. */
  checkoutUrl: string
}

/**
 * A card gateway with a hosted checkout: the server opens a checkout for a payment, the traveller pays
 * on the gateway's page, and the gateway reports the outcome (the sandbox in process; a real one by a
 * signed notification). Production never falls back to the sandbox.
 */
export interface CardGateway {
  readonly kind: 'sandbox' | 'hosted'
  /**
   * `db` is the caller's transaction: a checkout the gateway refused leaves no payment behind.
   * `apiOrigin` is this API's public origin (the sandbox's pages and a real gateway's notifications).
   */
  openCheckout(
    db: Db,
    request: CardCheckoutRequest,
    context: { apiOrigin: string; now: Date },
  ): Promise<OpenedCheckout>
}

/** The sandbox gateway inside this API: its pages under /gateway and its test cards. */
export const sandboxCardGateway: CardGateway = {
  kind: 'sandbox',
  async openCheckout(db, request, { apiOrigin, now }) {
    const checkout = await createCardCheckout(db, request, now)
    return {
      checkoutId: checkout.checkoutPath.split('/').at(-1) ?? '',
      checkoutUrl: `${apiOrigin}${checkout.checkoutPath}`,
    }
  },
}

/**
 * The configured gateway; unset: the sandbox in sandbox mode and none at all in production, where card
 * payments then say they are not offered.
 */
export function cardGatewayFor(config: Pick<Config, 'sandbox' | 'cardGateway'>): CardGateway | null {
  if (config.cardGateway) return hostedCardGateway(config.cardGateway)
  return config.sandbox ? sandboxCardGateway : null
}
