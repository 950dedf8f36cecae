import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { PaymentMethodId } from '@rihla/api-contract/payments'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, currencies } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { CardGateway } from '../../payments/gateway/cardGateway'
import type { UserEvents } from '../../realtime/userEvents'
import type { OtpPolicy } from '../accounts/otp'
import { canPay } from '../bookings/stateMachine'
import { paymentMethodsFor } from './methods'
import { bookingWithRecord } from '../bookings/service'

export type BookingRow = typeof bookings.$inferSelect

/** What the payment services need besides the request. */
export interface PaymentDeps {
  db: Db
  userEvents: UserEvents
  otp: OtpPolicy
  /** Where card payments go; null when none is configured (production without a real gateway). */
  cardGateway: CardGateway | null
  /** The methods a provider stands behind; the others are listed as not offered. */
  offeredMethods: ReadonlySet<PaymentMethodId>
}

/** Who asks, in which language, from where, and when. */
export interface PaymentCaller {
  userId: string
  locale: Locale
  ip: string
  now: Date
}

/** One of the caller's bookings; another user's booking is as unknown as a missing one. */
export async function ownBooking(db: Db, userId: string, uuid: string) {
  const [booking] = await db
    .select(bookingWithRecord)
    .from(bookings)
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId)))
    .limit(1)
  if (!booking) throw new ServiceError('not_found', serverMessages.notFound)
  return booking
}

export const bookingFacts = (booking: BookingRow) => ({
  status: booking.status,
  paid: booking.paidAt !== null,
  paymentExpiresAt: booking.paymentExpiresAt,
})

/** Every method with whether it can pay this booking now. */
export async function methodsForBooking(
  { db, offeredMethods }: Pick<PaymentDeps, 'db' | 'offeredMethods'>,
  booking: BookingRow,
  now: Date,
) {
  const [currency] = await db
    .select({ code: currencies.code, decimals: currencies.decimals, ratePerSar: currencies.ratePerSar })
    .from(currencies)
    .where(eq(currencies.code, booking.currency))
    .limit(1)
  if (!currency) throw new Error(`Booking ${booking.id} has an unknown currency ${booking.currency}`)
  return paymentMethodsFor(
    {
      type: booking.type,
      amount: booking.totalAmount,
      currency,
      paymentExpiresAt: booking.paymentExpiresAt,
      payable: canPay(bookingFacts(booking), now),
    },
    now,
    offeredMethods,
  )
}
