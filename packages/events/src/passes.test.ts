import type { EventPass, EventShow } from '@rihla/api-contract/events'
import { EVENT_MAX_TICKETS } from '@rihla/api-contract/events'
import { describe, expect, it } from 'vitest'
import { passLimit, passMaximum, quantitiesFor, ticketLines, ticketSlots, ticketsTotal } from './passes'

const pass = (id: string, overrides: Partial<EventPass> = {}): EventPass => ({
  id,
  type: 'general_admission',
  name: id.toUpperCase(),
  includes: [],
  price: { amount: 10_000, currency: 'SAR' },
  availability: 'available',
  left: null,
  perOrderLimit: 6,
  ...overrides,
})

const show = (passes: EventPass[]): EventShow => ({
  id: 'show-1',
  startsAt: '2026-12-10T20:00:00+03:00',
  endsAt: '2026-12-10T23:00:00+03:00',
  label: null,
  availability: 'available',
  passes,
})

describe('passMaximum and passLimit', () => {
  it('keeps a pass to its own per-order limit', () => {
    const ga = pass('ga', { perOrderLimit: 4 })
    expect(passMaximum(ga, { ga: 2 })).toBe(4)
    expect(passLimit(ga, { ga: 3 })).toBeNull()
    expect(passLimit(ga, { ga: 4 })).toBe('pass_limit')
  })

  it('keeps a pass with few left to what is left', () => {
    const vip = pass('vip', { availability: 'few_left', left: 2 })
    expect(passMaximum(vip, {})).toBe(2)
    expect(passLimit(vip, { vip: 2 })).toBe('left')
  })

  it(`keeps the whole order to ${EVENT_MAX_TICKETS} tickets, whatever each pass allows`, () => {
    const ga = pass('ga', { perOrderLimit: 8 })
    const vip = pass('vip', { perOrderLimit: 8 })
    expect(passMaximum(vip, { ga: 7 })).toBe(EVENT_MAX_TICKETS - 7)
    expect(passLimit(vip, { ga: 7, vip: 3 })).toBe('order_limit')
    expect(passLimit(ga, { ga: 7, vip: 3 })).toBe('order_limit')
  })

  it('takes none of a sold-out pass', () => {
    const soldOut = pass('pit', { availability: 'sold_out', left: 0 })
    expect(passMaximum(soldOut, {})).toBe(0)
    expect(passLimit(soldOut, {})).toBe('sold_out')
  })
})

describe('ticket lines', () => {
  const passes = [
    pass('ga', { price: { amount: 15_000, currency: 'SAR' } }),
    pass('vip', { price: { amount: 60_000, currency: 'SAR' } }),
    pass('pit'),
  ]

  it('lists the passes chosen, in the show order, with their quantities', () => {
    expect(ticketLines(show(passes), { vip: 1, ga: 2, pit: 0 })).toEqual([
      { passId: 'ga', quantity: 2 },
      { passId: 'vip', quantity: 1 },
    ])
  })

  it('adds up the tickets chosen', () => {
    expect(ticketsTotal(show(passes), { ga: 2, vip: 1 })).toEqual({ amount: 90_000, currency: 'SAR' })
    expect(ticketsTotal(show(passes), {})).toBeNull()
  })

  it("keeps what another show's passes still allow", () => {
    const other = show([pass('ga', { perOrderLimit: 1 }), pass('vip', { availability: 'sold_out', left: 0 })])
    expect(quantitiesFor(other, { ga: 2, vip: 1 })).toEqual({ ga: 1 })
  })

  it('gives every ticket of the quote its own attendee slot', () => {
    const slots = ticketSlots([
      { pass: { id: 'ga', name: 'General admission' }, quantity: 2 },
      { pass: { id: 'vip', name: 'VIP' }, quantity: 1 },
    ])
    expect(slots).toEqual([
      { passId: 'ga', passName: 'General admission', number: 1 },
      { passId: 'ga', passName: 'General admission', number: 2 },
      { passId: 'vip', passName: 'VIP', number: 1 },
    ])
  })
})
