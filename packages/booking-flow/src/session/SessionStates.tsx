import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import type { ErrorStateProps } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'

// What the steps of a booking show in place of the session's trip while it loads or after it has expired.

/** The step's content in place of a session that ended: the same search, asked again. */
export function SearchExpiredState({
  headingLevel,
  onRefresh,
}: {
  headingLevel: ErrorStateProps['headingLevel']
  onRefresh: () => void
}) {
  const { i18n } = useLingui()
  return (
    <ErrorState
      headingLevel={headingLevel}
      title={i18n._(msg`Search Results Expired`)}
      description={i18n._(msg`Fares change often. Refresh to see the latest prices and availability.`)}
      actions={
        <Button variant="primary" onPress={onRefresh}>
          <Trans>Refresh</Trans>
        </Button>
      }
    />
  )
}

/** The session's quote, loading. */
export function TripLoading() {
  const { i18n } = useLingui()
  return (
    <div role="status" aria-label={i18n._(msg`Loading your trip`)}>
      <Skeleton lines={12} />
    </div>
  )
}
