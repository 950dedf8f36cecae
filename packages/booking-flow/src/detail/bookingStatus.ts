import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { BookingStatus } from '@rihla/api-contract/bookings'
import { useLocale, useUtilities } from '@rihla/core'
import type { BadgeTone } from '@rihla/ui-kit/badge'
import { useCallback } from 'react'

/** How each status is coloured wherever a booking shows it: My Bookings, a booking's own page. */
export const BOOKING_STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  Pending: 'warning',
  Processing: 'info',
  Confirmed: 'success',
  'Partially Confirmed': 'accent',
  Modified: 'primary',
  Updated: 'primary',
  Cancelled: 'danger',
  Expired: 'neutral',
  'Refund In Progress': 'info',
  Refunded: 'neutral',
}

// The names the server's reference lists give; these stand in until the lists arrive (or if they fail).
const STATUS_NAMES: Record<BookingStatus, MessageDescriptor> = {
  Cancelled: msg`Cancelled`,
  Refunded: msg`Refunded`,
  Confirmed: msg`Confirmed`,
  Pending: msg`Pending`,
  Expired: msg`Expired`,
  'Partially Confirmed': msg`Partially Confirmed`,
  Updated: msg`Updated`,
  Processing: msg`Processing`,
  Modified: msg`Modified`,
  'Refund In Progress': msg`Refund In Progress`,
}

/** A booking status's name in the page's language, from the reference lists (GET /api/v2/utilities). */
export function useBookingStatusName(): (status: BookingStatus) => string {
  const { i18n } = useLingui()
  const locale = useLocale()
  const statuses = useUtilities().data?.bookingStatuses
  return useCallback(
    (status: BookingStatus) =>
      statuses?.find((entry) => entry.id === status)?.name[locale] ?? i18n._(STATUS_NAMES[status]),
    [statuses, locale, i18n],
  )
}
