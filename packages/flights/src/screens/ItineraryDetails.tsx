import { msg } from '@lingui/core/macro'
import {
  SearchExpiredDialog,
  SearchExpiredState,
  isSessionExpired,
  useSessionExpiry,
} from '@rihla/booking-flow/session'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { PriceBreakdown } from '@rihla/api-contract/pricing'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useApi, useLocale } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate, useRouter } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { useId, useMemo, useState } from 'react'
import { FareFamilies } from '../components/FareFamilies/FareFamilies'
import { ResultsButton } from '../components/SessionStates/SessionStates'
import { ItineraryTimeline } from '../components/ItineraryTimeline/ItineraryTimeline'
import { useFlightLabels } from '../components/labels'
import { RouteText } from '../components/RouteText/RouteText'
import { flightDraftAtom } from '../draft'
import { flightsQueries } from '../queries'
import { useSessionResults } from '../useSessionResults'
import * as layout from './screens.css'
import * as styles from './ItineraryDetails.css'

const route = getRouteApi('/{-$locale}/flights/itinerary-details/$refId/$itineraryRefId')

/** A fare's price for the whole party, part by part. */
function FarePrice({ price, travellers }: { price: PriceBreakdown; travellers: number }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const count = formatNumber(travellers, locale)
  return (
    <PriceBreakdownSummary
      price={price}
      title={null}
      note={travellers === 1 ? i18n._(msg`For 1 passenger`) : i18n._(msg`For ${count} passengers`)}
    />
  )
}

/** One itinerary of the search: its flights as a timeline, its fare families to choose from, then the quote. */
function ItineraryDetails() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const labels = useFlightLabels()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { refId, itineraryRefId } = route.useParams()
  const details = useSuspenseQuery(flightsQueries.sessionItinerary(api, locale, refId, itineraryRefId))
  const results = useSessionResults(refId, details.data?.search)
  const expired = isSessionExpired(details.error)
  const expire = useSessionExpiry({ gone: expired, expiresAt: details.data?.expiresAt })
  const updateDraft = useSetAtom(useMemo(() => flightDraftAtom(refId), [refId]))
  const [chosenFareId, setChosenFareId] = useState<string | null>(null)
  const flightsHeading = useId()
  const faresHeading = useId()
  const priceHeading = useId()

  const quote = useMutation({
    mutationFn: (fareId: string) =>
      api.call('flightQuote', { body: { refId, itineraryRefId, fareId } }, { locale }),
    onSuccess: async () => {
      updateDraft({ search: details.data.search })
      // The passenger step reads the session's quote: the new one, not one fetched before.
      queryClient.removeQueries({ queryKey: flightsQueries.sessionQuote(api, locale, refId).queryKey })
      await navigate({ to: '/{-$locale}/flights/passenger-details/$refId', params: { refId } })
    },
    onError: (error) => {
      if (isSessionExpired(error)) expire()
    },
  })

  const expiredDialog = (
    <SearchExpiredDialog onRefresh={results.searchAgain} onGoToSearch={results.goToResults} />
  )
  const backToResults = results.location ? (
    <Link {...results.location} appearance="ghost" className={styles.back}>
      <ArrowLeft size={18} aria-hidden className={styles.mirrored} />
      <Trans>Back to results</Trans>
    </Link>
  ) : null

  const { search, itinerary } = details.data
  const fares = itinerary.fares
  const fare = fares.find((candidate) => candidate.id === chosenFareId) ?? fares[0]
  const travellers = search.adults + search.children + search.infants
  const count = formatNumber(travellers, locale)

  return (
    <div className={layout.page}>
      {backToResults}
      <header className={styles.header}>
        <h1 className={layout.title}>
          <RouteText legs={itinerary.legs} />
        </h1>
        <p className={styles.facts}>
          {itinerary.validatingAirline.name} · {labels.cabin(search.cabin)} ·{' '}
          {travellers === 1 ? i18n._(msg`1 passenger`) : i18n._(msg`${count} passengers`)}
        </p>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby={flightsHeading}>
            <h2 id={flightsHeading} className={layout.sectionTitle}>
              <Trans>Your flights</Trans>
            </h2>
            <ItineraryTimeline itinerary={itinerary} tripType={search.tripType} headingLevel={3} />
          </section>
          <section className={styles.section} aria-labelledby={faresHeading}>
            <h2 id={faresHeading} className={layout.sectionTitle}>
              <Trans>Choose your fare</Trans>
            </h2>
            {fares.length ? (
              <FareFamilies
                fares={fares}
                selectedFareId={fare?.id ?? null}
                onSelect={setChosenFareId}
                labelledBy={faresHeading}
                isDisabled={quote.isPending}
              />
            ) : (
              <p className={styles.facts}>
                <Trans>No seats are left on this flight. Please choose another flight.</Trans>
              </p>
            )}
          </section>
        </div>

        <aside className={styles.aside} aria-labelledby={priceHeading}>
          <Card padding="md" className={styles.asideCard}>
            <h2 id={priceHeading} className={layout.sectionTitle}>
              <Trans>Price details</Trans>
            </h2>
            {fare ? <FarePrice price={fare.price} travellers={travellers} /> : null}
            {quote.isError && !isSessionExpired(quote.error) ? (
              <div className={styles.error} role="alert">
                <Trans>We are unable to fetch flight quotes at the moment. Please try again.</Trans>
                <Button variant="secondary" size="sm" onPress={() => fare && quote.mutate(fare.id)}>
                  <Trans>Try again</Trans>
                </Button>
              </div>
            ) : null}
            <Button
              variant="primary"
              size="lg"
              isDisabled={!fare}
              isPending={quote.isPending}
              onPress={() => fare && quote.mutate(fare.id)}
            >
              <Trans>Continue</Trans>
            </Button>
            <p className={styles.facts}>
              <Trans>Next: passenger details. You will be asked to sign in if you have not.</Trans>
            </p>
          </Card>
        </aside>
      </div>
      {expiredDialog}
    </div>
  )
}

/** The itinerary, loading. */
function ItineraryDetailsLoading() {
  const { i18n } = useLingui()
  return (
    <div className={layout.page}>
      <div role="status" aria-label={i18n._(msg`Loading flight details`)}>
        <Skeleton lines={10} />
      </div>
    </div>
  )
}

/** The itinerary could not be loaded: its session has ended (a fresh search), or try again. */
function ItineraryDetailsError({ error }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const { refId } = route.useParams()
  const results = useSessionResults(refId, undefined)
  const expired = isSessionExpired(error)
  useSessionExpiry({ gone: expired, expiresAt: undefined })
  return (
    <div className={layout.page}>
      {expired ? (
        <SearchExpiredState headingLevel={1} onRefresh={results.searchAgain} />
      ) : (
        <ErrorState
          headingLevel={1}
          role="alert"
          title={i18n._(msg`Error fetching flight details`)}
          description={i18n._(
            msg`This flight could not be loaded. Try again, or choose another flight from the results.`,
          )}
          actions={
            <>
              <Button variant="secondary" onPress={() => void router.invalidate()}>
                <Trans>Try again</Trans>
              </Button>
              <ResultsButton results={results} variant="primary" />
            </>
          }
        />
      )}
      <SearchExpiredDialog onRefresh={results.searchAgain} onGoToSearch={results.goToResults} />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/flights/itinerary-details/$refId/$itineraryRefId')({
  component: ItineraryDetails,
  pendingComponent: ItineraryDetailsLoading,
  errorComponent: ItineraryDetailsError,
})
