// PLACEHOLDER until its helper replaces this file (issue 5, in progress).
import { createLazyRoute } from '@tanstack/react-router'

function FlightBookingDetail() {
  return null
}

export const Route = createLazyRoute('/{-$locale}/flights/booking-detail/$uuid')({ component: FlightBookingDetail })
