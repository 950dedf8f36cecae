import { randomUUID } from 'node:crypto'
import { endpoints } from '@rihla/api-contract/endpoints'
import { settleCardPayment } from '../modules/payments/settlement'
import type { TestServer } from './testServer'

/** Pays a booking by card through the payments API, the sandbox gateway capturing it at once. */
export async function payByCard(
  server: TestServer,
  user: { access_token: string },
  uuid: string,
  amount: { amount: number; currency: string },
) {
  const { status, body } = await server.request('/api/v2/financial/process?sdk=force', {
    json: {
      uuid,
      idempotencyKey: randomUUID(),
      amount,
      method: 'card',
      returnUrl: 'http://localhost:5173/payment/return',
    },
    headers: { authorization: `Bearer ${user.access_token}` },
  })
  if (status !== 200) throw new Error(`Payment refused: ${status} ${JSON.stringify(body)}`)
  const { payment } = endpoints.processPayment.response.parse(body)
  await settleCardPayment(server, payment.orderRef, { status: 'succeeded', brand: 'visa', last4: '1111' })
}
