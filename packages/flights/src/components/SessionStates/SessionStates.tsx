import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import type { useSessionResults } from '../../useSessionResults'

// The flight steps' ways back to the session's results; the shared loading and expired states are
// booking-flow's (`@rihla/booking-flow/session`).

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
