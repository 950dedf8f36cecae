import { msg } from '@lingui/core/macro'
import { SearchExpiredDialog, useSessionExpiry } from '@rihla/booking-flow/session'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { searchCriteriaSchema } from '@rihla/api-contract/flights'
import type { Itinerary } from '@rihla/api-contract/flights'
import { modalAtom, preferencesAtom, useCopyText, useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { ProgressBar } from '@rihla/ui-kit/progress-bar'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import Share2 from 'lucide-react/icons/share-2'
import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { FareStrip } from '../components/FareStrip/FareStrip'
import { FareDetailDialog } from '../components/FlightDialogs/FareDetailDialog'
import { FlightDetailDialog } from '../components/FlightDialogs/FlightDetailDialog'
import { NoResults } from '../components/NoResults/NoResults'
import { ResultFilters } from '../components/ResultFilters/ResultFilters'
import { ResultList } from '../components/ResultList/ResultList'
import { ResultsToolbar } from '../components/ResultsToolbar/ResultsToolbar'
import { useFlightLabels } from '../components/labels'
import { RouteText } from '../components/RouteText/RouteText'
import { filterFacets, noFilters, visibleItineraries } from '../resultsView'
import { criteriaFromAddress } from '../address'
import { fareStripSearchOf } from '../fareStrip'
import { fareFiltersAtom, resultsSortAtom, selectedItineraryAtom } from '../state'
import { useFormOfResults } from '../useFormOfResults'
import { useMinWidth } from '../useMinWidth'
import { useProgressiveSearch } from '../useProgressiveSearch'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/flights/$cities/$codes')

/** Search results: progressive across providers, sorted and filtered, with the fare and flight modals. */
function FlightResults() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const labels = useFlightLabels()
  const params = route.useParams()
  const search = route.useSearch()
  const navigate = useNavigate()
  const copyText = useCopyText()
  const [filters, setFilters] = useAtom(fareFiltersAtom)
  const [order, setOrder] = useAtom(resultsSortAtom)
  const setSelected = useSetAtom(selectedItineraryAtom)
  const setFlightDetail = useSetAtom(modalAtom('flightDetail'))
  const setFareDetail = useSetAtom(modalAtom('fareDetail'))
  const [attempt, setAttempt] = useState(0)

  const currency = useAtomValue(preferencesAtom).selectedCurrency
  const parsed = useMemo(
    () => searchCriteriaSchema.safeParse(criteriaFromAddress(params.codes, search, currency)),
    [params.codes, search, currency],
  )
  const criteria = parsed.success ? parsed.data : null
  const results = useProgressiveSearch(criteria, attempt)
  useFormOfResults(criteria)
  // The list and the filters follow the answers, the filters and the order in a render React may
  // interrupt: a provider's answer or a click never blocks the page while dozens of cards render.
  const itineraries = useDeferredValue(results.itineraries)
  // Deferred with the answers, so "no flights" is never judged on answers the list does not show yet.
  const searching = useDeferredValue(results.isLoading)
  const shownFilters = useDeferredValue(filters)
  const shownOrder = useDeferredValue(order)
  const facets = useMemo(() => filterFacets(itineraries), [itineraries])
  const visible = useMemo(
    () => visibleItineraries(itineraries, shownFilters, shownOrder),
    [itineraries, shownFilters, shownOrder],
  )
  const isWide = useMinWidth('lg')

  // The prompt replaces the fare options: a fare of the ended session can no longer be chosen.
  const showExpired = useSessionExpiry({ gone: results.isExpired, expiresAt: results.expiresAt })

  // Stable, so the cards (memoised) skip the renders that do not change them.
  const openDetails = useCallback(
    (itinerary: Itinerary) => {
      setSelected(itinerary)
      setFlightDetail(true)
    },
    [setSelected, setFlightDetail],
  )
  const openFares = useCallback(
    (itinerary: Itinerary) => {
      setSelected(itinerary)
      setFareDetail(true)
    },
    [setSelected, setFareDetail],
  )

  const goToSearch = () => void navigate({ to: '/{-$locale}/cheap-flights-in-saudi-arabia' })

  if (!criteria) {
    return (
      <div className={styles.page}>
        <ErrorState
          headingLevel={1}
          title={i18n._(msg`This search is incomplete`)}
          description={i18n._(msg`Please search again from the flights home.`)}
          actions={
            <Button variant="primary" onPress={goToSearch}>
              <Trans>Search flights</Trans>
            </Button>
          }
        />
      </div>
    )
  }

  const stripSearch = fareStripSearchOf(criteria)
  const passengers = criteria.adults + criteria.children + criteria.infants
  const passengerCount = formatNumber(passengers, locale)

  let body
  if (results.failed && !itineraries.length) {
    body = (
      <ErrorState
        headingLevel={2}
        role="alert"
        title={i18n._(msg`Data Load Error`)}
        description={i18n._(msg`We are unable to fetch flight quotes at the moment. Please try again.`)}
        actions={
          <Button variant="secondary" onPress={results.retry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    )
  } else if (!searching && !itineraries.length) {
    body = (
      <NoResults
        cabin={criteria.cabin}
        onChangeSearch={goToSearch}
        onSearchEconomy={() =>
          void navigate({ to: '.', search: (previous) => ({ ...previous, cabin: 'economy' }) })
        }
      />
    )
  } else if (itineraries.length && !visible.length) {
    body = (
      <EmptyState
        headingLevel={2}
        title={i18n._(msg`No flights match these filters`)}
        description={i18n._(msg`Loosen or reset the filters to see more flights.`)}
        actions={
          <Button variant="secondary" onPress={() => setFilters(noFilters())}>
            <Trans>Reset Filters</Trans>
          </Button>
        }
      />
    )
  } else {
    body = <ResultList itineraries={visible} onOpenDetails={openDetails} onOpenFares={openFares} />
  }

  return (
    <div className={styles.page}>
      <header className={styles.resultsHeader}>
        <div>
          <h1 className={styles.title}>
            <RouteText legs={criteria.legs} />
          </h1>
          <p className={styles.summary}>
            {labels.cabin(criteria.cabin)} ·{' '}
            {passengers === 1 ? i18n._(msg`1 passenger`) : i18n._(msg`${passengerCount} passengers`)}
          </p>
        </div>
        <div className={styles.headerActions}>
          <Button
            variant="secondary"
            startIcon={<Share2 size={18} aria-hidden />}
            onPress={() =>
              void copyText(window.location.href, {
                copied: i18n._(msg`Flight link is copied`),
                failed: {
                  title: i18n._(msg`The link could not be copied`),
                  description: window.location.href,
                },
              })
            }
          >
            <Trans>Share</Trans>
          </Button>
          <Button variant="ghost" onPress={goToSearch}>
            <Trans>Modify search</Trans>
          </Button>
        </div>
      </header>

      {stripSearch ? (
        <FareStrip
          {...stripSearch}
          onSelect={(date) =>
            void navigate({
              to: '.',
              search: (previous) => ({
                ...previous,
                date,
                return: previous.return && previous.return < date ? undefined : previous.return,
              }),
            })
          }
        />
      ) : null}

      {/* The bar's place stays when the search ends, so the results do not jump up under the reader. */}
      <div className={styles.progressSlot}>
        {results.isLoading ? (
          <ProgressBar
            label={i18n._(msg`Searching airlines and fare providers`)}
            value={results.settled}
            maxValue={Math.max(results.providerCount, 1)}
            valueLabel={i18n._(
              msg`${formatNumber(results.settled, locale)} of ${formatNumber(results.providerCount, locale)}`,
            )}
          />
        ) : null}
      </div>

      <div className={styles.layout}>
        {/* The panel's place is there from the start (on a phone, none: the filters open in a sheet),
            so nothing moves when the results arrive; its filters are rendered only where it shows. */}
        <div className={styles.filtersPanel}>
          {itineraries.length && isWide ? (
            <ResultFilters filters={filters} facets={facets} onChange={setFilters} />
          ) : null}
        </div>
        <section className={styles.results} aria-label={i18n._(msg`Results`)}>
          <ResultsToolbar
            order={order}
            onOrderChange={setOrder}
            count={itineraries.length ? visible.length : null}
            filters={itineraries.length ? { filters, facets, onChange: setFilters } : null}
          />
          {body}
        </section>
      </div>

      <FlightDetailDialog />
      <FareDetailDialog refId={results.refId} onExpired={showExpired} />
      <SearchExpiredDialog onRefresh={() => setAttempt((value) => value + 1)} onGoToSearch={goToSearch} />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/flights/$cities/$codes')({ component: FlightResults })
