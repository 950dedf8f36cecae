import { serverMessages } from '@rihla/api-contract'
import { and, desc, eq } from 'drizzle-orm'
import { payments } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { UserEvents } from '../../realtime/userEvents'
import type { Db } from '../../db/client'
import type { BookingRow, PaymentCaller, PaymentDeps } from './context'
import { BANK_ACCOUNT, newBankReference, newOrderRef, toPayment } from './records'
import {
  announcePayment,
  announceSettlement,
  lockBooking,
  lockPaymentAndBooking,
  settleOpenPayment,
} from './settlement'

/**
 * A bank transfer waits for the money: the traveller gets a reference to quote and the account to pay;
 * the booking stays Pending. Asking again for the same booking and total gives the same reference, so
 * one booking never has two transfers in flight.
 */
export async function startBankTransfer(deps: PaymentDeps, caller: PaymentCaller, booking: BookingRow) {
  const payment = await deps.db.transaction(async (tx) => {
    await lockBooking(tx, booking.id)
    const [awaiting] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, booking.id),
          eq(payments.method, 'bank_transfer'),
          eq(payments.status, 'awaiting_transfer'),
          eq(payments.amount, booking.totalAmount),
          eq(payments.currency, booking.currency),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1)
    if (awaiting) return { row: awaiting, created: false }
    const [created] = await tx
      .insert(payments)
      .values({
        orderRef: newOrderRef(),
        bookingId: booking.id,
        userId: caller.userId,
        method: 'bank_transfer',
        status: 'awaiting_transfer',
        amount: booking.totalAmount,
        currency: booking.currency,
        bankReference: newBankReference(),
        bankIban: BANK_ACCOUNT.iban,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning()
    announcePayment(deps.userEvents, created!, booking)
    return { row: created!, created: true }
  })
  return { payment: payment.row, booking }
}

/**
 * The operator records that the transfer quoting `reference` arrived (sandbox). The booking is charged
 * and confirmed; when its window closed first the payment expires instead (the money goes back).
 * Recording the same transfer again changes nothing.
 */
export async function recordBankTransfer(
  deps: { db: Db; userEvents: UserEvents },
  reference: string,
  now: Date = new Date(),
) {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockPaymentAndBooking(
      tx,
      and(eq(payments.bankReference, reference), eq(payments.method, 'bank_transfer'))!,
    )
    if (!locked) throw new ServiceError('not_found', serverMessages.notFound)
    if (locked.payment.status === 'succeeded') return locked
    if (locked.payment.status !== 'awaiting_transfer') {
      throw new ServiceError('conflict', serverMessages.bookingNotPayable)
    }
    const settlement = await settleOpenPayment(tx, locked, { status: 'succeeded' }, now)
    announceSettlement(deps.userEvents, settlement)
    return { payment: settlement.payment, booking: settlement.booking }
  })
  return toPayment(result.payment, result.booking)
}
