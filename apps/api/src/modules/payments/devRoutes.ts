import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { recordBankTransfer } from './bankTransfer'
import { createDevBooking } from './sandbox'

/** Sandbox only (the registrar skips them otherwise): bookings to pay, and the bank's side of a transfer. */
export function registerDevPaymentRoutes(register: Register, { db, userEvents }: AppDeps) {
  register(endpoints.devCreateBooking, async (c, { body }) => ({
    booking: await createDevBooking(db, c.get('user').id, body, c.get('locale')),
  }))
  register(endpoints.devRecordBankTransfer, async (_c, { body }) => ({
    payment: await recordBankTransfer({ db, userEvents }, body.reference),
  }))
}
