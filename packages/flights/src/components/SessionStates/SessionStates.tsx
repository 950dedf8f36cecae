import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import type { ErrorStateProps } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import type { useSessionResults } from '../../useSessionResults'

// What the steps of a booking show in place of the session's trip while it loads, fails or has expired.

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

/** Back to the session's results, or to the search form when its search is unknown. */
export function ResultsButton({
  results,
  variant,
}: {
  results: ReturnType<typeof useSessionResults>
  variant: 'primary' | 'secondary'
}) {
  return (
    <Button variant={variant} onPress={results.goToResults}>
      {results.location ? <Trans>Back to results</Trans> : <Trans>Search flights</Trans>}
    </Button>
  )
}

/** The session's quote could not be fetched (SPEC.md §8): ask again, or go back to the results. */
export function QuoteErrorState({
  results,
  onRetry,
}: {
  results: ReturnType<typeof useSessionResults>
  onRetry: () => void
}) {
  const { i18n } = useLingui()
  return (
    <ErrorState
      headingLevel={2}
      role="alert"
      title={i18n._(msg`An error occurred while getting the quote`)}
      description={i18n._(msg`We are unable to fetch flight quotes at the moment. Please try again.`)}
      actions={
        <>
          <Button variant="primary" onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          <ResultsButton results={results} variant="secondary" />
        </>
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
