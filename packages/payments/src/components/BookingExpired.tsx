import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Booking } from '@rihla/api-contract/bookings'
import { useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'

/** The booking's time to pay ran out: on the payment screen's countdown or in a payment's outcome. */
export function BookingExpired({ booking }: { booking: Pick<Booking, 'orderId'> }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <ErrorState
      headingLevel={2}
      role="alert"
      title={i18n._(msg`This booking has expired`)}
      description={i18n._(
        msg`The time to pay for order ${booking.orderId} ran out, so it was released. Nothing was charged.`,
      )}
      actions={
        <Link href={localePath('/bookings', locale)} appearance="primary">
          <Trans>Go to My Bookings</Trans>
        </Link>
      }
    />
  )
}
