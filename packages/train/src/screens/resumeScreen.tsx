// The parameterless train routes: each loader sends the traveller on (resume.ts); the screen is only
// what shows for the moment that takes.
import type { ScreenContext } from '@rihla/booking-flow/steps'
import { TripLoading } from '@rihla/booking-flow/session'
import { localePath } from '@rihla/core/routing'
import { createLazyRoute, redirect } from '@tanstack/react-router'
import { trainDraftAtom, trainJourneyAtom } from '../draft'
import { resumePath } from '../resume'
import type { ResumableStep } from '../resume'

export type { ResumableStep }

const PATHS = {
  'search-results': '/{-$locale}/train/search-results',
  'seat-selection': '/{-$locale}/train/seat-selection',
  'passenger-details': '/{-$locale}/train/passenger-details',
  'review-booking': '/{-$locale}/train/review-booking',
  payment: '/{-$locale}/train/payment',
  'booking-detail': '/{-$locale}/train/booking-detail',
} as const

/** The loader of a parameterless step: on to the current booking's step, or back towards the search. */
export const resume = (step: ResumableStep) => (context: ScreenContext) => {
  const journey = context.store.get(trainJourneyAtom)
  const draft = journey.refId ? context.store.get(trainDraftAtom(journey.refId)) : undefined
  throw redirect({ href: localePath(resumePath(step, journey, draft), context.locale) })
}

export const routeOf = (step: ResumableStep) => createLazyRoute(PATHS[step])({ component: TripLoading })
