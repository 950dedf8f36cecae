// PLACEHOLDER until its helper replaces this file (issue 5, in progress).
import { createLazyRoute } from '@tanstack/react-router'

function PassengerDetails() {
  return null
}

export const Route = createLazyRoute('/{-$locale}/flights/passenger-details/$refId')({ component: PassengerDetails })
