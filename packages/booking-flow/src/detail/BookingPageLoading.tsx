import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import * as frame from './bookingPage.css'

/** The booking's cards and its price, shaped as they will appear while they load. */
export function BookingPageLoading() {
  const { i18n } = useLingui()
  return (
    <div className={frame.layout} role="status" aria-label={i18n._(msg`Loading your booking`)}>
      <div className={frame.skeleton}>
        <Skeleton lines={8} />
      </div>
      <div className={frame.skeleton}>
        <Skeleton lines={6} />
      </div>
    </div>
  )
}
