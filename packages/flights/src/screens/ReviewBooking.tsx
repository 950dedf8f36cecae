import { msg } from '@lingui/core/macro'
import { useRouteRetry } from '@rihla/booking-flow/steps'
import { isSessionExpired, useSessionExpiry } from '@rihla/booking-flow/session'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { BookingPageLoading } from '@rihla/booking-flow/detail'
import { useApi, useForgetEndedSession, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ReactNode } from 'react'
import { flightsQueries } from '../queries'
import { useSessionResults } from '../useSessionResults'
import { Review } from './Review'
import * as layout from './screens.css'

const route = getRouteApi('/{-$locale}/_flightSteps/flights/review-booking/$refId')

/** The page's frame: its heading over what the route shows (the review, loading or an error). */
function ReviewPage({ children }: { children: ReactNode }) {
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>
        <Trans>Review your booking</Trans>
      </h1>
      {children}
    </div>
  )
}

/** `/flights/review-booking/{RefID}`: the last look before the booking is made and paid. */
function ReviewBooking() {
  const api = useApi()
  const locale = useLocale()
  const { refId } = route.useParams()
  const quote = useSuspenseQuery(flightsQueries.sessionQuote(api, locale, refId))
  useForgetEndedSession(quote.error)
  const { refetch } = quote
  // The session outlives its first end while the traveller works on it: at that end, ask the server;
  // a failed re-read keeps the review on screen and its error says whether the session has ended.
  const askServer = useCallback(() => void refetch(), [refetch])
  useSessionExpiry({
    gone: isSessionExpired(quote.error),
    expiresAt: quote.data.expiresAt,
    onDeadline: askServer,
  })
  return (
    <ReviewPage>
      <Review refId={refId} data={quote.data} />
    </ReviewPage>
  )
}

function ReviewBookingLoading() {
  return (
    <ReviewPage>
      <BookingPageLoading />
    </ReviewPage>
  )
}

/** The quote could not be read: the search has expired (back to fresh results), or try again. */
function ReviewBookingError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const { refId } = route.useParams()
  useForgetEndedSession(error)
  const expired = isSessionExpired(error)
  const results = useSessionResults(refId, undefined)
  useSessionExpiry({ gone: expired, expiresAt: undefined })
  const retry = useRouteRetry(reset)
  return (
    <ReviewPage>
      <ErrorState
        headingLevel={2}
        role="alert"
        title={
          expired
            ? i18n._(msg`Search Results Expired`)
            : i18n._(msg`We are unable to fetch flight quotes at the moment...`)
        }
        description={
          expired
            ? i18n._(msg`Fares change often. Refresh to see the latest prices and availability.`)
            : i18n._(msg`Please try again in a moment, or choose another flight.`)
        }
        actions={
          <>
            {expired ? null : (
              <Button variant="primary" onPress={retry}>
                <Trans>Try again</Trans>
              </Button>
            )}
            <Button variant={expired ? 'primary' : 'secondary'} onPress={results.goToResults}>
              <Trans>Back to results</Trans>
            </Button>
          </>
        }
      />
    </ReviewPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/_flightSteps/flights/review-booking/$refId')({
  component: ReviewBooking,
  pendingComponent: ReviewBookingLoading,
  errorComponent: ReviewBookingError,
})
