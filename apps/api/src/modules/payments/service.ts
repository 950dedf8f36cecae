import { serverMessages } from '@rihla/api-contract'
import type {
  PaymentInquiryResponse,
  PaymentMethodsResponse,
  ProcessPaymentResponse,
} from '@rihla/api-contract/payments'
import type { processPaymentRequestSchema } from '@rihla/api-contract/payments'
import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { payments, savedAccounts } from '../../db/schema'
import type { PaymentRow } from '../../db/schema'
import { ServiceError } from '../../errors'
import { expireThenRead } from '../../jobs/expiry'
import { toBooking } from '../bookings/service'
import { canPay } from '../bookings/stateMachine'
import { startBankTransfer } from './bankTransfer'
import { bookingFacts, methodsForBooking, ownBooking } from './context'
import type { BookingRow, PaymentCaller, PaymentDeps } from './context'
import { newOrderRef, toPayment } from './records'
import { announcePayment } from './settlement'
import { confirmWalletPayment, startWalletPayment, toSavedAccount } from './wallets'

export type ProcessPaymentInput = z.output<typeof processPaymentRequestSchema>

/** Where a card payment's hosted page lives and where it may send the traveller back. */
export interface CardContext {
  /** The API's public origin: the hosted page is the gateway's, never on the site's origin. */
  apiOrigin: string
}

const newestPayment = async (db: Db, bookingId: string) => {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
  return payment ?? null
}

/** GET paymentMethods: what can pay the booking, the caller's saved wallet accounts, the newest attempt. */
export async function getPaymentMethods(
  deps: PaymentDeps,
  caller: PaymentCaller,
  uuid: string,
): Promise<PaymentMethodsResponse> {
  return expireThenRead(
    deps,
    caller.userId,
    async () => {
      const booking = await ownBooking(deps.db, caller.userId, uuid)
      const [methods, accounts, latest] = await Promise.all([
        methodsForBooking(deps, booking, caller.now),
        deps.db
          .select()
          .from(savedAccounts)
          .where(eq(savedAccounts.userId, caller.userId))
          .orderBy(desc(savedAccounts.createdAt), desc(savedAccounts.id)),
        newestPayment(deps.db, booking.id),
      ])
      return {
        booking: toBooking(booking, caller.locale, caller.now),
        methods,
        accounts: accounts.map(toSavedAccount),
        latestPayment: latest ? toPayment(latest, booking) : null,
      }
    },
    caller.now,
  )
}

/**
 * Refuses a payment the booking cannot take now: not payable (paid, expired, cancelled), a total other
 * than the one the traveller was shown, or a method that cannot pay it.
 */
async function assertMayPay(deps: PaymentDeps, booking: BookingRow, request: ProcessPaymentInput, now: Date) {
  if (!canPay(bookingFacts(booking), now))
    throw new ServiceError('conflict', serverMessages.bookingNotPayable)
  if (request.amount.amount !== booking.totalAmount || request.amount.currency !== booking.currency) {
    throw new ServiceError('conflict', serverMessages.paymentPriceChanged)
  }
  const methods = await methodsForBooking(deps, booking, now)
  if (!methods.find((method) => method.method === request.method)?.available) {
    throw new ServiceError('conflict', serverMessages.paymentMethodUnavailable)
  }
}

/** POST process: starts (or, for a wallet's second call, completes) a payment of the caller's booking. */
export async function processPayment(
  deps: PaymentDeps,
  caller: PaymentCaller,
  request: ProcessPaymentInput,
  card: CardContext,
): Promise<ProcessPaymentResponse> {
  return expireThenRead(
    deps,
    caller.userId,
    async () => {
      const booking = await ownBooking(deps.db, caller.userId, request.uuid)
      await assertMayPay(deps, booking, request, caller.now)
      const answer = (result: {
        payment: PaymentRow
        booking: BookingRow
        otp?: ProcessPaymentResponse['otp']
      }) => ({
        payment: toPayment(result.payment, result.booking),
        booking: toBooking({ ...result.booking, recorded: booking.recorded }, caller.locale, caller.now),
        otp: result.otp ?? null,
      })
      switch (request.method) {
        case 'card':
          return answer(await startCardPayment(deps, caller, booking, request.returnUrl, card))
        case 'bank_transfer':
          return answer(await startBankTransfer(deps, caller, booking))
        case 'stc_pay':
        case 'urpay':
          if (request.otp !== undefined && request.orderRef !== undefined) {
            return answer(
              await confirmWalletPayment(deps, caller, booking, {
                method: request.method,
                orderRef: request.orderRef,
                otp: request.otp,
              }),
            )
          }
          return answer(
            await startWalletPayment(deps, caller, booking, {
              method: request.method,
              mobile: request.mobile,
              accountId: request.accountId,
            }),
          )
      }
    },
    caller.now,
  )
}

/** A card payment waits on the gateway's hosted page, where the card and its 3-D Secure code are typed. */
async function startCardPayment(
  deps: PaymentDeps,
  caller: PaymentCaller,
  booking: BookingRow,
  returnUrl: string,
  card: CardContext,
) {
  const gateway = deps.cardGateway
  // The methods list already says so; a gateway is never improvised (production has no sandbox).
  if (!gateway) throw new ServiceError('conflict', serverMessages.paymentMethodUnavailable)
  const payment = await deps.db.transaction(async (tx) => {
    const orderRef = newOrderRef()
    const [created] = await tx
      .insert(payments)
      .values({
        orderRef,
        bookingId: booking.id,
        userId: caller.userId,
        method: 'card',
        status: 'requires_action',
        amount: booking.totalAmount,
        currency: booking.currency,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning()
    const title = caller.locale === 'ar' ? booking.titleAr : booking.titleEn
    const checkout = await gateway.openCheckout(
      tx,
      {
        orderRef,
        amount: { amount: booking.totalAmount, currency: booking.currency },
        locale: caller.locale,
        returnUrl,
        // What the traveller recognises; the gateway shows the payment's own order reference beside it.
        description: title,
      },
      { apiOrigin: card.apiOrigin, now: caller.now },
    )
    const [withCheckout] = await tx
      .update(payments)
      .set({ gatewayCheckoutId: checkout.checkoutId, checkoutUrl: checkout.checkoutUrl })
      .where(eq(payments.id, created!.id))
      .returning()
    return withCheckout!
  })
  announcePayment(deps.userEvents, payment, booking)
  return { payment, booking }
}

/** GET inquiry: a payment of the caller by order reference, or the newest payment of their booking. */
export async function paymentInquiry(
  deps: PaymentDeps,
  caller: PaymentCaller,
  query: { order_ref_id?: string | undefined; uuid?: string | undefined },
): Promise<PaymentInquiryResponse> {
  return expireThenRead(
    deps,
    caller.userId,
    async () => {
      if (query.order_ref_id !== undefined) {
        const [payment] = await deps.db
          .select()
          .from(payments)
          .where(and(eq(payments.orderRef, query.order_ref_id), eq(payments.userId, caller.userId)))
          .limit(1)
        if (!payment || (query.uuid !== undefined && payment.bookingId !== query.uuid)) {
          throw new ServiceError('not_found', serverMessages.notFound)
        }
        const booking = await ownBooking(deps.db, caller.userId, payment.bookingId)
        return {
          payment: toPayment(payment, booking),
          booking: toBooking(booking, caller.locale, caller.now),
        }
      }
      if (query.uuid === undefined) throw new ServiceError('not_found', serverMessages.notFound)
      const booking = await ownBooking(deps.db, caller.userId, query.uuid)
      const latest = await newestPayment(deps.db, booking.id)
      return {
        payment: latest ? toPayment(latest, booking) : null,
        booking: toBooking(booking, caller.locale, caller.now),
      }
    },
    caller.now,
  )
}
