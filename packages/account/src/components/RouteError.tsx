import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '@rihla/api-clients'
import { useRuntime, userAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as styles from '../screens/screens.css'

/**
 * A signed-in page that failed to load. A 401 means the session ended elsewhere (logout in another
 * tab, a password reset): this device forgets the user, and the `auth` middleware then asks them to
 * sign in again and brings them back. Anything else can be retried.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const { store } = useRuntime()
  const sessionEnded = isApiError(error) && error.status === 401

  useEffect(() => {
    if (sessionEnded) store.set(userAtom, null)
  }, [sessionEnded, store])

  return (
    <div className={styles.page}>
      <ErrorState
        status={isApiError(error) ? error.status : undefined}
        headingLevel={1}
        role="alert"
        title={sessionEnded ? i18n._(msg`Your session has ended`) : i18n._(msg`Data Load Error`)}
        description={
          sessionEnded
            ? i18n._(msg`Please sign in again to continue.`)
            : i18n._(msg`We could not load this page. Please check your connection and try again.`)
        }
        actions={
          sessionEnded ? null : (
            <Button variant="primary" onPress={() => void router.invalidate()}>
              <Trans>Try again</Trans>
            </Button>
          )
        }
      />
    </div>
  )
}
