import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BookingType } from '@rihla/api-contract/bookings'
import type { SupportIssueType, SupportStatus } from '@rihla/api-contract/support'
import type { BadgeTone } from '@rihla/ui-kit/badge'

/** What a traveller needs help with, in the words of a travel desk. */
export const ISSUE_LABELS: Record<SupportIssueType, MessageDescriptor> = {
  change: msg`Change my booking`,
  cancellation_refund: msg`Cancellation and refund`,
  payment: msg`Payment`,
  baggage: msg`Baggage`,
  special_assistance: msg`Special assistance`,
  other: msg`Something else`,
}

export const STATUS_LABELS: Record<SupportStatus, MessageDescriptor> = {
  open: msg`Open`,
  awaiting_customer: msg`Awaiting you`,
  resolved: msg`Resolved`,
  closed: msg`Closed`,
}

/** The same statuses as the desk names them: "awaiting you" is the traveller's side of it. */
export const DESK_STATUS_LABELS: Record<SupportStatus, MessageDescriptor> = {
  ...STATUS_LABELS,
  awaiting_customer: msg`Awaiting traveller`,
}

export const STATUS_TONES: Record<SupportStatus, BadgeTone> = {
  open: 'info',
  awaiting_customer: 'warning',
  resolved: 'success',
  closed: 'neutral',
}

export const BOOKING_TYPE_LABELS: Record<BookingType, MessageDescriptor> = {
  event: msg`Event`,
  railway: msg`Train`,
  hotel: msg`Hotel`,
  car_rental: msg`Car rental`,
  cinema: msg`Cinema`,
  tour: msg`Tour`,
  airline: msg`Flight`,
  bus: msg`Bus`,
  wallet: msg`Wallet`,
  subscription: msg`Subscription`,
}
