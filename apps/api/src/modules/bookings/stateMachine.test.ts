import { BOOKING_STATUSES, serverMessages } from '@rihla/api-contract'
import type { BookingStatus } from '@rihla/api-contract/bookings'
import { describe, expect, it } from 'vitest'
import { BOOKING_TRANSITIONS, canPay, checkTransition } from './stateMachine'
import type { BookingFacts } from './stateMachine'

const now = new Date('2026-11-22T12:00:00Z')
const open: BookingFacts = { paid: false, paymentExpiresAt: new Date('2026-11-22T13:00:00Z') }
const overdue: BookingFacts = { paid: false, paymentExpiresAt: new Date('2026-11-22T11:59:59Z') }
const paid: BookingFacts = { paid: true, paymentExpiresAt: null }
const unpaid: BookingFacts = { paid: false, paymentExpiresAt: null }

// DESIGN.md §6, written out move by move so that a change to the table is a change to this list.
const LEGAL: [BookingStatus, BookingStatus, BookingFacts][] = [
  ['Pending', 'Processing', open],
  ['Processing', 'Confirmed', open],
  ['Processing', 'Partially Confirmed', open],
  ['Processing', 'Pending', open],
  ['Pending', 'Expired', overdue],
  ['Pending', 'Cancelled', open],
  ['Confirmed', 'Modified', paid],
  ['Confirmed', 'Updated', paid],
  ['Confirmed', 'Cancelled', paid],
  ['Cancelled', 'Refund In Progress', paid],
  ['Refund In Progress', 'Refunded', paid],
]

describe('booking state machine', () => {
  it('allows each move of DESIGN.md §6', () => {
    for (const [from, to, facts] of LEGAL) {
      expect(checkTransition(from, to, facts, now), `${from} → ${to}`).toEqual({ allowed: true })
    }
  })

  it('refuses every other move, with a message from the catalogue', () => {
    const legal = new Set(LEGAL.map(([from, to]) => `${from}→${to}`))
    let refusedMoves = 0
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        if (legal.has(`${from}→${to}`)) continue
        refusedMoves += 1
        for (const facts of [open, overdue, paid, unpaid]) {
          expect(checkTransition(from, to, facts, now), `${from} → ${to}`).toEqual({
            allowed: false,
            message: serverMessages.bookingTransitionRefused,
          })
        }
      }
    }
    expect(refusedMoves).toBe(100 - LEGAL.length)
  })

  it('lists no target twice and every status as a key', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort())
    for (const targets of Object.values(BOOKING_TRANSITIONS))
      expect(new Set(targets).size).toBe(targets.length)
  })

  it('expires a Pending booking only once its payment window has passed', () => {
    expect(checkTransition('Pending', 'Expired', open, now).allowed).toBe(false)
    expect(checkTransition('Pending', 'Expired', unpaid, now).allowed).toBe(false)
    expect(checkTransition('Pending', 'Expired', { ...open, paymentExpiresAt: now }, now).allowed).toBe(true)
  })

  it('takes no payment after the window', () => {
    expect(checkTransition('Pending', 'Processing', overdue, now).allowed).toBe(false)
    expect(canPay({ status: 'Pending', ...open }, now)).toBe(true)
    expect(canPay({ status: 'Pending', ...overdue }, now)).toBe(false)
    expect(canPay({ status: 'Processing', ...open }, now)).toBe(false)
    expect(canPay({ status: 'Confirmed', ...paid }, now)).toBe(false)
  })

  it('refunds only a cancellation that was paid', () => {
    expect(checkTransition('Cancelled', 'Refund In Progress', unpaid, now).allowed).toBe(false)
    expect(checkTransition('Cancelled', 'Refunded', paid, now).allowed).toBe(false)
  })
})
