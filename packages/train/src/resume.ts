import { bookingPaymentPath } from '@rihla/api-contract/bookings'
import type { TrainDraft, TrainJourney } from './draft'

// Where a parameterless train route takes the traveller (SPEC.md §2: `/train/seat-selection` and the
// like): to their current booking's step, or as far back as what they have chosen goes, ending at the
// search. Never a blank page.

export type ResumableStep =
  'search-results' | 'seat-selection' | 'passenger-details' | 'review-booking' | 'payment' | 'booking-detail'

const SEARCH = '/train/search'

const queryOf = (search: Record<string, string | number | undefined>) => {
  const entries = Object.entries(search).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)] as [string, string]],
  )
  return entries.length ? `?${new URLSearchParams(entries)}` : ''
}

/** The path (without a locale prefix) that resumes `step` for this journey and its session's draft. */
export function resumePath(
  step: ResumableStep,
  journey: TrainJourney,
  draft: TrainDraft | undefined,
): string {
  const results = journey.results
    ? `/train/${journey.results.slug}${queryOf(journey.results.search)}`
    : SEARCH
  const refId = journey.refId && draft?.train ? journey.refId : null
  const seated = draft?.search ? draft.search.adults + draft.search.children : 0
  switch (step) {
    case 'search-results':
      return results
    case 'seat-selection':
      return refId ? `/train/seat-selection/${refId}` : results
    case 'passenger-details':
      if (!refId) return results
      return draft!.seats.length === seated
        ? `/train/passenger-details/${refId}`
        : `/train/seat-selection/${refId}`
    case 'review-booking':
      if (!refId) return results
      return draft!.passengers.length
        ? `/train/review-booking/${refId}`
        : resumePath('passenger-details', journey, draft)
    case 'payment':
      return journey.bookingUuid
        ? bookingPaymentPath('railway', journey.bookingUuid)
        : resumePath('review-booking', journey, draft)
    case 'booking-detail':
      return journey.bookingUuid ? `/train/booking-detail/${journey.bookingUuid}` : SEARCH
  }
}
