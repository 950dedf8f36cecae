import { paymentUpdatedEventSchema } from '@rihla/api-contract/payments'
import type { Payment } from '@rihla/api-contract/payments'
import { REALTIME_EVENTS } from '@rihla/api-contract/realtime'
import { useApi, useLocale } from '@rihla/core'
import { useUserRealtimeEvent } from '@rihla/core/realtime'
import { useEffect, useRef } from 'react'

/**
 * How often the page asks for the payment while it waits on something outside it (a bank transfer):
 * only a safety net for a dropped connection, since the server pushes each change.
 */
const POLL_INTERVAL_MS = 60_000

/**
 * Calls `onPayment` with this booking's payment whenever it changes while `isWatching`: the server
 * pushes it on the user's private channel, and a slow poll covers a connection that dropped.
 */
export function useLivePayment(uuid: string, isWatching: boolean, onPayment: (payment: Payment) => void) {
  const api = useApi()
  const locale = useLocale()
  const onPaymentRef = useRef(onPayment)
  useEffect(() => {
    onPaymentRef.current = onPayment
  }, [onPayment])

  useUserRealtimeEvent(REALTIME_EVENTS.paymentUpdated, (data) => {
    const event = paymentUpdatedEventSchema.safeParse(data)
    if (!isWatching || !event.success || event.data.payment.bookingUuid !== uuid) return
    onPaymentRef.current(event.data.payment)
  })

  useEffect(() => {
    if (!isWatching) return
    const timer = setInterval(() => {
      api.call('paymentInquiry', { query: { uuid } }, { locale }).then(
        ({ payment }) => {
          if (payment) onPaymentRef.current(payment)
        },
        // The next tick asks again.
        () => undefined,
      )
    }, POLL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [api, locale, uuid, isWatching])
}
