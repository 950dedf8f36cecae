import { endpoints } from '@rihla/api-contract/endpoints'
import type { ModuleContext } from '../../http/module'
import { approveCancellation, deskQuote } from './desk'
import { cancelOwnBooking, travellerQuote, travellerTracker } from './service'

/** Self-service cancellation, the refund tracker, and the desk's "approve cancellation". */
export function registerCancellationRoutes({ register, db, userEvents }: ModuleContext) {
  register(endpoints.cancellationQuote, async (c, { params }) => ({
    quote: await travellerQuote(db, c.get('user').id, params.uuid, c.get('locale')),
  }))
  register(endpoints.cancelBooking, (c, { params, body }) =>
    cancelOwnBooking(
      { db, userEvents },
      { userId: c.get('user').id, uuid: params.uuid, expectedRefund: body.expectedRefund },
      c.get('locale'),
    ),
  )
  register(endpoints.refundTracker, async (c, { params }) => ({
    refund: await travellerTracker(db, c.get('user').id, params.uuid),
  }))
  register(endpoints.deskCancellationQuote, async (c, { params }) => ({
    quote: await deskQuote(db, c.get('user').id, params.id, c.get('locale')),
  }))
  register(endpoints.deskApproveCancellation, (c, { params, body }) =>
    approveCancellation(
      { db, userEvents },
      c.get('user').id,
      params.id,
      body.expectedRefund,
      c.get('locale'),
    ),
  )
}
