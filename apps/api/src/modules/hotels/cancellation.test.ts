import { BOOKING_STATUSES } from '@rihla/api-contract'
import type { BookingStatus } from '@rihla/api-contract/bookings'
import { describe, expect, it } from 'vitest'
import type { BookingFacts } from '../bookings/stateMachine'
import { cancellationCost, hotelCancellationMoves } from './cancellation'

const now = new Date('2026-11-22T12:00:00Z')
const open: BookingFacts = { paid: false, paymentExpiresAt: new Date('2026-11-22T13:00:00Z') }
const paid: BookingFacts = { paid: true, paymentExpiresAt: null }
const unpaid: BookingFacts = { paid: false, paymentExpiresAt: null }

describe('hotelCancellationMoves', () => {
  const hotel = (status: BookingStatus, facts = paid) => ({ type: 'hotel' as const, status, ...facts })

  it('cancels a Pending hotel booking', () => {
    expect(hotelCancellationMoves(hotel('Pending', open), now)).toEqual(['Cancelled'])
  })

  it('cancels a paid Confirmed hotel booking and starts its refund', () => {
    expect(hotelCancellationMoves(hotel('Confirmed'), now)).toEqual(['Cancelled', 'Refund In Progress'])
  })

  it('cancels a paid Confirmed hotel booking without a refund when its fee keeps it all', () => {
    expect(hotelCancellationMoves(hotel('Confirmed'), now, false)).toEqual(['Cancelled'])
  })

  it('cancels an unpaid Confirmed hotel booking without a refund', () => {
    expect(hotelCancellationMoves(hotel('Confirmed', unpaid), now)).toEqual(['Cancelled'])
  })

  it('refuses other statuses and other booking types', () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'Pending' && s !== 'Confirmed')) {
      expect(hotelCancellationMoves(hotel(status), now), status).toBeNull()
    }
    expect(hotelCancellationMoves({ ...hotel('Confirmed'), type: 'airline' }, now)).toBeNull()
    expect(hotelCancellationMoves({ ...hotel('Pending', open), type: 'event' }, now)).toBeNull()
  })
})

describe('cancellationCost', () => {
  const terms = (freeCancellationUntil: string | null) => ({
    price: { halalas: 90_000, feeAfterDeadlineHalalas: 30_000, freeCancellationUntil },
  })
  const paidBooking = { paidAt: new Date('2026-11-20T10:00:00Z'), totalAmount: 24_000 }

  it('costs nothing and gives nothing back while unpaid', () => {
    expect(cancellationCost({ ...paidBooking, paidAt: null }, terms(null), now)).toEqual({
      fee: 0,
      refund: 0,
    })
  })

  it('refunds everything before the free-cancellation deadline', () => {
    expect(cancellationCost(paidBooking, terms('2026-11-23T09:00:00Z'), now)).toEqual({
      fee: 0,
      refund: 24_000,
    })
  })

  it('keeps the fee after the deadline, in the booking’s currency, and all of a non-refundable stay', () => {
    expect(cancellationCost(paidBooking, terms('2026-11-22T09:00:00Z'), now)).toEqual({
      fee: 8_000,
      refund: 16_000,
    })
    const nonRefundable = {
      price: { halalas: 90_000, feeAfterDeadlineHalalas: 90_000, freeCancellationUntil: null },
    }
    expect(cancellationCost(paidBooking, nonRefundable, now)).toEqual({ fee: 24_000, refund: 0 })
  })

  it('refunds a booking without terms (a sample) in full', () => {
    expect(cancellationCost(paidBooking, null, now)).toEqual({ fee: 0, refund: 24_000 })
  })
})
