import { BOOKING_STATUSES } from '@rihla/api-contract'
import type { BookingStatus } from '@rihla/api-contract/bookings'
import { describe, expect, it } from 'vitest'
import type { BookingFacts } from '../bookings/stateMachine'
import { hotelCancellationMoves } from './cancellation'

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
