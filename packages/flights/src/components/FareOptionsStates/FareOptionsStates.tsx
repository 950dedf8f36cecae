import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'

/** The itinerary's fares (POST /get-fares) on their way. */
export function FaresLoading({ lines }: { lines: number }) {
  const { i18n } = useLingui()
  return (
    <div role="status" aria-label={i18n._(msg`Loading fares`)}>
      <Skeleton lines={lines} />
    </div>
  )
}

/** The itinerary's fares could not be fetched (SPEC.md §8 wording). */
export function FaresError({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui()
  return (
    <ErrorState
      headingLevel={3}
      role="alert"
      title={i18n._(msg`Error fetching flight details`)}
      description={i18n._(msg`We are unable to fetch flight quotes at the moment. Please try again.`)}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  )
}
