import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useRouteRetry } from '@rihla/booking-flow/steps'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import type { ErrorComponentProps } from '@tanstack/react-router'

/** An events call failed (SPEC.md §8, 'Failed to load events data.'): say so, and try again. */
export function EventsLoadFailed({
  onRetry,
  headingLevel = 2,
}: {
  onRetry: () => void
  headingLevel?: 1 | 2 | 3
}) {
  const { i18n } = useLingui()
  return (
    <ErrorState
      headingLevel={headingLevel}
      role="alert"
      title={i18n._(msg`Data Load Error`)}
      description={i18n._(msg`Failed to load events data.`)}
      actions={
        <Button variant="primary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  )
}

/** A route's loader or query failed: the same, running the route's loader again. */
export function EventsLoadError({ reset, headingLevel }: ErrorComponentProps & { headingLevel?: 1 | 2 }) {
  return <EventsLoadFailed onRetry={useRouteRetry(reset)} headingLevel={headingLevel} />
}
