import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { BookingType } from '@rihla/api-contract/bookings'
import { useBookingStatusName } from '@rihla/booking-flow/detail'
import { useUtilities } from '@rihla/core'
import { useCallback } from 'react'

// The names the server's reference lists give; these stand in until the lists arrive (or if they fail).
const TYPE_NAMES: Record<BookingType, MessageDescriptor> = {
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

/** Booking type and status names in the page's language, from the reference lists (GET /api/v2/utilities). */
export function useBookingLabels() {
  const { i18n } = useLingui()
  const locale = i18n.locale as 'en' | 'ar'
  const utilities = useUtilities().data
  const typeName = useCallback(
    (type: BookingType) =>
      utilities?.bookingTypes.find((entry) => entry.id === type)?.name[locale] ?? i18n._(TYPE_NAMES[type]),
    [utilities, locale, i18n],
  )
  const statusName = useBookingStatusName()
  return { typeName, statusName }
}
