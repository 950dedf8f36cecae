import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { BookingStatus } from '@rihla/api-contract/bookings'
import { useLocale, useUtilities } from '@rihla/core'
import { Badge } from '@rihla/ui-kit/badge'
import type { BadgeTone } from '@rihla/ui-kit/badge'

// My Bookings (package bookings) colours and names statuses the same way; verticals do not import each
// other, so the booking page keeps its own copy of the tones and of the names that stand in until the
// server's reference lists arrive.
const STATUS_TONES: Record<BookingStatus, BadgeTone> = {
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

/** A booking's status, named as the server's reference lists name it in the page's language. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const statuses = useUtilities().data?.bookingStatuses
  const name = statuses?.find((entry) => entry.id === status)?.name[locale] ?? i18n._(STATUS_NAMES[status])
  return <Badge tone={STATUS_TONES[status]}>{name}</Badge>
}
