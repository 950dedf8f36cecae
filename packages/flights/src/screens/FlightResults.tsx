import { msg } from '@lingui/core/macro'
import { SearchExpiredDialog, useSessionExpiry } from '@rihla/booking-flow/session'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Itinerary } from '@rihla/api-contract/flights'
import { modalAtom, useVisitorCurrency } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAtom, useSetAtom } from 'jotai'
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react'
import { FareStrip } from '../components/FareStrip/FareStrip'
import { FareDetailDialog } from '../components/FlightDialogs/FareDetailDialog'
import { FlightDetailDialog } from '../components/FlightDialogs/FlightDetailDialog'
import { NoResults } from '../components/NoResults/NoResults'
import { ResultFilters } from '../components/ResultFilters/ResultFilters'
import { ResultList } from '../components/ResultList/ResultList'
import { ResultsHeader } from '../components/ResultsHeader/ResultsHeader'
import { ResultsToolbar } from '../components/ResultsToolbar/ResultsToolbar'
import { resultsCriteria } from '../resultsCriteria'
import { filterFacets, noFilters, visibleItineraries } from '../resultsView'
import { fareStripSearchOf } from '../fareStrip'
import { fareFiltersAtom, resultsSortAtom, selectedItineraryAtom } from '../state'
import { useFormOfResults } from '../useFormOfResults'
import { useMinWidth } from '@rihla/ui-kit/media'
import { useProgressiveSearch } from '../useProgressiveSearch'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/flights/$cities/$codes')

// Each answer of the search re-renders the page at once; the prompt (another package's) skips those.
const ExpiredPrompt = memo(SearchExpiredDialog)

/** Search results: progressive across providers, sorted and filtered, with the fare and flight modals. */
function FlightResults() {
  const { i18n } = useLingui()
  const params = route.useParams()
  const search = route.useSearch()
  const navigate = useNavigate()
  const [filters, setFilters] = useAtom(fareFiltersAtom)
  const [order, setOrder] = useAtom(resultsSortAtom)
  const setSelected = useSetAtom(selectedItineraryAtom)
  const setFlightDetail = useSetAtom(modalAtom('flightDetail'))
  const setFareDetail = useSetAtom(modalAtom('fareDetail'))
  const [attempt, setAttempt] = useState(0)

  const currency = useVisitorCurrency()
  const criteria = useMemo(
    () => resultsCriteria(params.codes, search, currency),
    [params.codes, search, currency],
  )
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

  // Stable, like the props below, so the parts the answers do not change (memoised) skip their renders.
  const goToSearch = useCallback(
    () => void navigate({ to: '/{-$locale}/cheap-flights-in-saudi-arabia' }),
    [navigate],
  )
  const searchAgain = useCallback(() => setAttempt((value) => value + 1), [])
  const selectDay = useCallback(
    (date: string) =>
      void navigate({
        to: '.',
        search: (previous) => ({
          ...previous,
          date,
          return: previous.return && previous.return < date ? undefined : previous.return,
        }),
      }),
    [navigate],
  )
  const stripSearch = useMemo(() => criteria && fareStripSearchOf(criteria), [criteria])
  const sheetFilters = useMemo(
    () => (itineraries.length ? { filters, facets, onChange: setFilters } : null),
    [itineraries.length, filters, facets, setFilters],
  )

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
      <ResultsHeader criteria={criteria} onModifySearch={goToSearch} />

      {stripSearch ? <FareStrip {...stripSearch} onSelect={selectDay} /> : null}

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
            filters={sheetFilters}
            progress={results.isLoading ? { settled: results.settled, total: results.providerCount } : null}
          />
          {body}
        </section>
      </div>

      <FlightDetailDialog />
      <FareDetailDialog refId={results.refId} onExpired={showExpired} />
      <ExpiredPrompt onRefresh={searchAgain} onGoToSearch={goToSearch} />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/flights/$cities/$codes')({ component: FlightResults })
