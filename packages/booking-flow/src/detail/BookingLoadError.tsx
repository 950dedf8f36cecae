import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '@rihla/api-clients'
import { useForgetEndedSession, useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouteRetry } from '../steps/useRouteRetry'

/**
 * A booking detail page's loader or query failed: another traveller's or an unknown booking is "No
 * Record Found"; anything else can be tried again. Either way My Bookings is a step away. The vertical
 * puts it in its page's frame.
 */
export function BookingLoadError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  useForgetEndedSession(error)
  const missing = isApiError(error) && (error.status === 404 || error.status === 400)
  const retry = useRouteRetry(reset)
  const myBookings = (
    <Link href={localePath('/bookings', locale)} appearance={missing ? 'primary' : 'secondary'}>
      <Trans>Go to My Bookings</Trans>
    </Link>
  )
  return missing ? (
    <EmptyState
      headingLevel={2}
      title={i18n._(msg`No Record Found`)}
      description={i18n._(msg`We could not find this booking among yours.`)}
      actions={myBookings}
    />
  ) : (
    <ErrorState
      headingLevel={2}
      role="alert"
      title={i18n._(msg`Your booking could not be loaded`)}
      description={i18n._(msg`Please check your connection and try again.`)}
      actions={
        <>
          <Button variant="primary" onPress={retry}>
            <Trans>Try again</Trans>
          </Button>
          {myBookings}
        </>
      }
    />
  )
}
