import { msg } from '@lingui/core/macro'
import { isSessionExpired, useSessionExpiry } from '@rihla/booking-flow/session'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { BookingPageLoading } from '@rihla/booking-flow/detail'
import { useApi, useForgetEndedSession, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { useQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { useCallback } from 'react'
import { flightsQueries } from '../queries'
import { useSessionResults } from '../useSessionResults'
import { Review } from './Review'
import * as layout from './screens.css'

const route = getRouteApi('/{-$locale}/_flightSteps/flights/review-booking/$refId')

/** `/flights/review-booking/{RefID}`: the last look before the booking is made and paid. */
function ReviewBooking() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const { refId } = route.useParams()
  const quote = useQuery(flightsQueries.sessionQuote(api, locale, refId))
  useForgetEndedSession(quote.error)
  const expired = isSessionExpired(quote.error)
  const results = useSessionResults(refId, undefined)
  const { refetch } = quote
  // The session outlives its first end while the traveller works on it: at that end, ask the server.
  const askServer = useCallback(() => void refetch(), [refetch])
  useSessionExpiry({ gone: expired, expiresAt: quote.data?.expiresAt, onDeadline: askServer })

  let body
  if (quote.isPending) {
    body = <BookingPageLoading />
  } else if (quote.isError) {
    body = (
      <>
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
                <Button variant="primary" onPress={() => void quote.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              )}
              <Button variant={expired ? 'primary' : 'secondary'} onPress={results.goToResults}>
                <Trans>Back to results</Trans>
              </Button>
            </>
          }
        />
      </>
    )
  } else {
    body = <Review refId={refId} data={quote.data} />
  }

  return (
    <div className={layout.page}>
      <h1 className={layout.title}>
        <Trans>Review your booking</Trans>
      </h1>
      {body}
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/_flightSteps/flights/review-booking/$refId')({
  component: ReviewBooking,
})
