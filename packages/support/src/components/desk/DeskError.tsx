import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '@rihla/api-clients'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'

/** A desk call that failed: a non-agent gets the server's refusal (403) and nothing else; others a retry. */
export function DeskError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { i18n } = useLingui()
  if (isApiError(error) && error.status === 403) {
    return (
      <ErrorState
        headingLevel={2}
        role="alert"
        status={403}
        title={i18n._(msg`Support desk`)}
        description={error.message}
      />
    )
  }
  return (
    <ErrorState
      headingLevel={2}
      role="alert"
      title={what}
      description={i18n._(msg`Please check your connection and try again.`)}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  )
}
