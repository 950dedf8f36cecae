import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '@rihla/api-clients'
import { useApi, useLocale } from '@rihla/core'
import { REDIRECT_PARAM, SIGN_IN_PARAM, localePath, safeRedirectPath } from '@rihla/core/routing'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import { Spinner } from '@rihla/ui-kit/spinner'
import { useMutation } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { RETURN_PARAM } from '../authCallback'
import { useCompleteSignIn } from '../session'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/auth/callback')

/**
 * The end of a social sign-in: the API sent the browser here with a one-time code, which is traded for
 * the user's tokens; then on to where they were going. A refused, expired or cancelled sign-in says so
 * and offers the login modal again.
 */
function AuthCallbackPage() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const search = route.useSearch()
  const completeSignIn = useCompleteSignIn()
  const returnTo = safeRedirectPath(search[RETURN_PARAM]) ?? localePath('/', locale)
  const exchange = useMutation({
    mutationFn: (code: string) => api.call('socialExchange', { body: { code } }),
    onSuccess: ({ user }) => completeSignIn(user, returnTo),
  })
  // The code works once: React's development double effects must not spend it twice.
  const started = useRef(false)

  useEffect(() => {
    if (started.current || !search.code || search.error) return
    started.current = true
    exchange.mutate(search.code)
  }, [exchange, search.code, search.error])

  const failed = Boolean(search.error) || !search.code || exchange.isError
  if (!failed) {
    return (
      <div className={styles.callback} role="status">
        <Spinner size="lg" />
        <p>
          <Trans>Signing you in…</Trans>
        </p>
      </div>
    )
  }

  const retryHref = `${localePath('/', locale)}?${new URLSearchParams({
    [SIGN_IN_PARAM]: 'required',
    [REDIRECT_PARAM]: returnTo,
  })}`
  const serverMessage =
    isApiError(exchange.error) && exchange.error.kind === 'http' ? exchange.error.message : null
  return (
    <div className={styles.page}>
      <ErrorState
        headingLevel={1}
        role="alert"
        title={i18n._(msg`We could not sign you in`)}
        description={
          serverMessage ?? i18n._(msg`The sign-in was cancelled or has expired. Please try again.`)
        }
        actions={
          <Link href={retryHref} appearance="primary">
            {i18n._(msg`Try again`)}
          </Link>
        }
      />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/auth/callback')({ component: AuthCallbackPage })
