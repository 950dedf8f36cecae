import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useRouteRetry } from '@rihla/booking-flow/steps'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import type { ErrorComponentProps } from '@tanstack/react-router'

/** An events call failed (SPEC.md §8, 'Failed to load events data.'): say so, and try again. */
export function EventsLoadError({ reset, headingLevel = 2 }: ErrorComponentProps & { headingLevel?: 1 | 2 }) {
  const { i18n } = useLingui()
  const retry = useRouteRetry(reset)
  return (
    <ErrorState
      headingLevel={headingLevel}
      role="alert"
      title={i18n._(msg`Data Load Error`)}
      description={i18n._(msg`Failed to load events data.`)}
      actions={
        <Button variant="primary" onPress={retry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  )
}

/** A query of a part of a page failed: the same words, with the query's own retry. */
export function EventsQueryError({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui()
  return (
    <ErrorState
      headingLevel={3}
      role="alert"
      title={i18n._(msg`Data Load Error`)}
      description={i18n._(msg`Failed to load events data.`)}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  )
}
