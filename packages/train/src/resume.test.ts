import { describe, expect, it } from 'vitest'
import type { TrainDraft } from './draft'
import { resumePath } from './resume'

const search = {
  from: 'HHR-MAK',
  to: 'HHR-MED',
  date: '2026-12-10',
  adults: 2,
  children: 1,
  infants: 0,
  currency: 'SAR',
}
const draft = (update: Partial<TrainDraft> = {}): TrainDraft => ({
  search,
  train: { id: 'HHR-8103' } as TrainDraft['train'],
  class: 'business',
  seats: [],
  passengers: [],
  contact: { email: '', phone: '' },
  ...update,
})
const results = {
  slug: 'makkah-to-madinah',
  search: { from: 'HHR-MAK', to: 'HHR-MED', date: '2026-12-10', adults: 2 },
}

describe('resumePath', () => {
  it('goes back to the search when nothing has been chosen', () => {
    for (const step of [
      'search-results',
      'seat-selection',
      'review-booking',
      'payment',
      'booking-detail',
    ] as const)
      expect(resumePath(step, {}, undefined)).toBe('/train/search')
  })
  it('reopens the last results', () => {
    expect(resumePath('seat-selection', { results }, undefined)).toBe(
      '/train/makkah-to-madinah?from=HHR-MAK&to=HHR-MED&date=2026-12-10&adults=2',
    )
  })
  it('resumes a session at the furthest step its draft allows', () => {
    const journey = { results, refId: 'R1' }
    expect(resumePath('seat-selection', journey, draft())).toBe('/train/seat-selection/R1')
    expect(resumePath('passenger-details', journey, draft())).toBe('/train/seat-selection/R1')
    const seated = draft({ seats: ['3-1A', '3-1B', '3-1C'] })
    expect(resumePath('passenger-details', journey, seated)).toBe('/train/passenger-details/R1')
    expect(resumePath('review-booking', journey, seated)).toBe('/train/passenger-details/R1')
    const named = draft({ seats: ['3-1A', '3-1B', '3-1C'], passengers: [{} as never] })
    expect(resumePath('review-booking', journey, named)).toBe('/train/review-booking/R1')
  })
  it('pays for and shows the booking made', () => {
    const journey = { results, refId: 'R1', bookingUuid: 'b-1' }
    expect(resumePath('payment', journey, undefined)).toBe('/train/payments/b-1')
    expect(resumePath('booking-detail', journey, undefined)).toBe('/train/booking-detail/b-1')
  })
})
