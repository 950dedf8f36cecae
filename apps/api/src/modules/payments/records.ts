import { randomBytes } from 'node:crypto'
import type { Payment, PaymentStatus } from '@rihla/api-contract/payments'
import type { bookings, PaymentRow } from '../../db/schema'

type BookingRow = typeof bookings.$inferSelect

/** Statuses of an attempt that can still take money: it waits on the traveller or on the transfer. */
export const OPEN_PAYMENT_STATUSES: PaymentStatus[] = ['requires_action', 'awaiting_transfer']

/** The sandbox's collection account (Al Rajhi Bank's IBAN format, valid check digits). */
export const BANK_ACCOUNT = {
  iban: 'SA0380000000608010167519',
  beneficiary: 'Rihla Travel Company',
  bankName: 'Al Rajhi Bank',
} as const

/** Unambiguous letters and digits: order references are read out to support over the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function randomCode(length: number) {
  const bytes = randomBytes(length)
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')
}

export const newOrderRef = () => `PAY-${randomCode(10)}`
export const newBankReference = () => `RHL${randomCode(8)}`

/** +966501234567 → +966 5• ••• 4567: enough for the owner to recognise, too little to reuse. */
export function maskMobile(mobile: string) {
  return `${mobile.slice(0, 4)} ${mobile.slice(4, 5)}• ••• ${mobile.slice(-4)}`
}

/** The payment as the contract shows it; bank details only while a transfer is what is awaited. */
export function toPayment(row: PaymentRow, booking: Pick<BookingRow, 'paymentExpiresAt'>): Payment {
  const amount = { amount: row.amount, currency: row.currency }
  return {
    orderRef: row.orderRef,
    bookingUuid: row.bookingId,
    method: row.method,
    status: row.status,
    amount,
    failureReason: row.failureReason,
    checkoutUrl: row.status === 'requires_action' ? row.checkoutUrl : null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    walletMobile: row.walletMobile ? maskMobile(row.walletMobile) : null,
    bankTransfer:
      row.method === 'bank_transfer' && row.bankReference && row.bankIban
        ? {
            reference: row.bankReference,
            iban: row.bankIban,
            beneficiary: BANK_ACCOUNT.beneficiary,
            bankName: BANK_ACCOUNT.bankName,
            amount,
            payBy: (booking.paymentExpiresAt ?? row.createdAt).toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
