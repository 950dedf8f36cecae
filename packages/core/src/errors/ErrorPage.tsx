import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '@rihla/api-clients'
import { Button } from '@rihla/ui-kit/button'
import { useCountdown } from '@rihla/ui-kit/countdown'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { appDataAtom } from '../bootstrap/appData'
import { isChunkLoadError, reloadOnce } from '../bootstrap/buildCheck'
import { localePath, stripLocale } from '../routing/namedRoutes'
import type { UserText } from './appError'
import { isAppError } from './appError'
import { errorText, pageNotFoundDescription } from './catalogue'
import * as styles from './ErrorPage.css'

/** SPEC.md §2 error page: the Home button counts down from 5 seconds, then goes home. */
export const HOME_COUNTDOWN_SECONDS = 5

const defaultTitle = (status: number) =>
  status === 404
    ? errorText.pageNotFound.title
    : status === 500
      ? errorText.serverError.title
      : errorText.generic.title

const defaultDescription = (status: number) =>
  status === 404
    ? msg`The page you are looking for has moved or no longer exists.`
    : msg`Please try again in a moment. If it keeps happening, contact our support team, open every day, all day.`

export interface ErrorPageProps {
  status: number
  title?: UserText
  description?: UserText
}

/**
 * The error page: artwork by status (404 not found, 500 server error, else generic), the status
 * message or a default text, and a way forward. Home counts down and goes there at zero; the visitor
 * can stop it. Without app data (the widget failed to load) Home would fail the same way, so the page
 * offers to try again instead.
 */
export function ErrorPage({ status, title, description }: ErrorPageProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const { pathname } = useLocation()
  const hasAppData = useAtomValue(appDataAtom) !== null
  const [countdownStopped, setCountdownStopped] = useState(false)
  const text = (value: UserText) => (typeof value === 'string' ? value : i18n._(value))
  const home = localePath('/', stripLocale(pathname).locale ?? 'en')

  const secondsLeft = useCountdown({
    seconds: HOME_COUNTDOWN_SECONDS,
    isPaused: countdownStopped || !hasAppData,
    onComplete: () => void router.navigate({ href: home }),
  })

  const actions = hasAppData ? (
    <>
      <Link href={home} appearance="primary" size="lg">
        {countdownStopped ? <Trans>Go to Home</Trans> : <Trans>Go to Home ({secondsLeft})</Trans>}
      </Link>
      {countdownStopped ? null : (
        <Button variant="ghost" onPress={() => setCountdownStopped(true)}>
          <Trans>Stay on this page</Trans>
        </Button>
      )}
    </>
  ) : (
    <Button variant="primary" size="lg" onPress={() => window.location.reload()}>
      <Trans>Try again</Trans>
    </Button>
  )

  return (
    <div className={styles.page}>
      <ErrorState
        status={status}
        title={text(title ?? defaultTitle(status))}
        description={text(description ?? defaultDescription(status))}
        headingLevel={1}
        actions={actions}
      />
    </div>
  )
}

/** An address as people read it; one with a malformed escape (`/50%-off`) is shown as it came. */
function readablePath(href: string) {
  try {
    return decodeURI(href)
  } catch {
    return href
  }
}

/** The router's 404: no route matched, or a page's validation failed; names the full path. */
export function NotFoundPage() {
  const { href } = useLocation()
  return <ErrorPage status={404} description={pageNotFoundDescription(readablePath(href))} />
}

function describe(error: unknown): ErrorPageProps {
  if (isAppError(error)) return { status: error.status, title: error.title, description: error.description }
  if (isApiError(error)) {
    if (error.kind === 'network') return { status: 502, title: errorText.noInternet.title }
    return { status: error.status ?? 500, description: error.message }
  }
  return { status: 500 }
}

/** The root error boundary: startup failures (widget load) and anything a route throws. */
export function RootErrorPage({ error }: ErrorComponentProps) {
  const { href } = useLocation()
  // The files of the running build are gone after a deploy: load the page afresh, once.
  const reloading = isChunkLoadError(error) && reloadOnce(href)
  useEffect(() => {
    if (!isAppError(error) && !isChunkLoadError(error)) console.error(error)
  }, [error])
  if (reloading) return null
  return <ErrorPage {...describe(error)} />
}
