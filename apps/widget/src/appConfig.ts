import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import type { AppConfig } from '@rihla/core/routing'
import type { FrameParams } from './embed/frameParams'

/**
 * The widget's configuration: no payload of its own (a partner's arrives in the frame's address), and
 * what the embedding page asked for.
 */
export const appConfig = (origin: string, params: FrameParams, beforeLeaving?: () => void): AppConfig => ({
  sitePayload: null,
  defaultCurrency: import.meta.env.VITE_DEFAULT_CURRENCY || DEFAULT_CURRENCY,
  buildId: import.meta.env.RIHLA_BUILD_ID,
  siteOrigin: origin,
  embed: {
    verticals: params.verticals,
    currency: params.currency,
    paymentWindow: params.paymentWindow,
    returnQuery: params.returnQuery,
    ...(beforeLeaving && { beforeLeaving }),
  },
})
