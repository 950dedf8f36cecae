import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { HotelOffer, HotelSearchCriteria } from '@rihla/api-contract/hotels'
import { isApiError } from '@rihla/api-clients'
import { useApi, useCopyText, useLocale, useVisitorCurrency } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { lazyAfterHydration } from '@rihla/ui-kit/after-hydration'
import { useMinWidth } from '@rihla/ui-kit/media'
import { Spinner } from '@rihla/ui-kit/spinner'
import { SearchExpiredDialog, useSessionExpiry } from '@rihla/booking-flow/session'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useDeferredValue, useMemo } from 'react'
import { HotelList } from '../components/HotelList/HotelList'
import { criteriaOfAddress } from '../address'
import { hotelsQueries } from '../queries'
import { filterOffers, noFilters, sortOffers } from '../resultsView'
import { hotelFiltersAtom, hotelSortAtom } from '../state'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/hotels/$place')

// The list is in the page from its first render; the search form, the filters and the sort field (their
// fields, pickers and popovers) load once the page has hydrated.
const ResultsSearch = lazyAfterHydration(() =>
  import('../components/HotelSearchForm/ResultsSearch').then((module) => module.ResultsSearch),
)
const ResultFilters = lazyAfterHydration(() =>
  import('../components/ResultFilters/ResultFilters').then((module) => module.ResultFilters),
)
const FiltersSheet = lazyAfterHydration(() =>
  import('../components/ResultFilters/HotelFiltersSheet').then((module) => module.HotelFiltersSheet),
)
const ResultsSort = lazyAfterHydration(() =>
  import('../components/ResultFilters/ResultsSort').then((module) => module.ResultsSort),
)

const NO_OFFERS: HotelOffer[] = []

/** `/hotels/{place}`: the hotels of a search, filtered and sorted in the page. */
function HotelResults() {
  const search = route.useSearch()
  const currency = useVisitorCurrency()
  const criteria = useMemo(() => criteriaOfAddress(search, currency), [search, currency])
  if (!criteria) {
    return (
      <div className={styles.page}>
        <EmptyState headingLevel={1} title={<Trans>This search is incomplete</Trans>} />
      </div>
    )
  }
  return <Results criteria={criteria} />
}

function Results({ criteria }: { criteria: HotelSearchCriteria }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const copyText = useCopyText()
  const searchQuery = hotelsQueries.search(api, locale, criteria)
  const results = useQuery(searchQuery)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // The session behind the prices ends after inactivity: say so, and search again for today's prices.
  useSessionExpiry({ gone: false, expiresAt: results.data?.expiresAt })
  const searchAgain = () => void queryClient.resetQueries({ queryKey: searchQuery.queryKey })
  const setFilters = useSetAtom(hotelFiltersAtom)
  // The list follows the answer, the filters and the order in a render React may interrupt: a click on a
  // filter never blocks the page while hundreds of hotels are filtered and sorted.
  const offers = useDeferredValue(results.data?.hotels ?? NO_OFFERS)
  const filters = useDeferredValue(useAtomValue(hotelFiltersAtom))
  const order = useDeferredValue(useAtomValue(hotelSortAtom))
  const shown = useMemo(() => sortOffers(filterOffers(offers, filters), order), [offers, filters, order])
  const currencyOf = offers.find((offer) => offer.total)?.total?.currency ?? criteria.currency
  // On a phone the filters open in a sheet from the toolbar; the panel beside the list is rendered only
  // where it shows (false on the server and while hydrating, so the server's HTML is the phone's).
  const isWide = useMinWidth('lg')

  return (
    <div className={styles.page}>
      <header className={styles.resultsHeader}>
        <h1 className={styles.title}>
          <Trans>Hotels</Trans>
        </h1>
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            void copyText(window.location.href, {
              copied: i18n._(msg`Hotel Link is copied`),
              failed: { title: i18n._(msg`The link could not be copied`), description: window.location.href },
            })
          }
        >
          <Trans>Copy link</Trans>
        </Button>
      </header>
      <ResultsSearch />
      {results.isPending ? (
        <Spinner label={i18n._(msg`Searching hotels`)} />
      ) : results.isError ? (
        isApiError(results.error) && results.error.status === 400 ? (
          // The server's word on what the address asks for: "Maximum 6 rooms allowed", a past date…
          <EmptyState illustration="generic-error" title={results.error.message} />
        ) : (
          <EmptyState
            illustration="generic-error"
            title={<Trans>The hotels could not be loaded</Trans>}
            actions={
              <Button onPress={() => void results.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        )
      ) : (
        <div className={styles.layout}>
          <div className={styles.filtersPanel}>
            {isWide ? <ResultFilters offers={results.data.hotels} currency={currencyOf} /> : null}
          </div>
          <section className={styles.results} aria-label={i18n._(msg`Results`)}>
            <div className={styles.resultsHeader}>
              <p className={styles.summary} role="status">
                <Plural value={shown.length} one="# hotel" other="# hotels" />
              </p>
              <div className={styles.toolbar}>
                <FiltersSheet
                  offers={results.data.hotels}
                  currency={currencyOf}
                  resultCount={shown.length}
                  className={styles.sheetTrigger}
                />
                <ResultsSort />
              </div>
            </div>
            {shown.length === 0 ? (
              <EmptyState
                title={<Trans>No hotels match these filters</Trans>}
                actions={
                  <Button onPress={() => setFilters(noFilters())}>
                    <Trans>Reset Filters</Trans>
                  </Button>
                }
              />
            ) : (
              <HotelList offers={shown} refId={results.data.refId} />
            )}
          </section>
        </div>
      )}
      <SearchExpiredDialog
        onRefresh={searchAgain}
        onGoToSearch={() => void navigate({ to: '/{-$locale}/best-hotels-in-saudi-arabia' })}
      />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/hotels/$place')({ component: HotelResults })
