import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { BoardBasis, HotelSearchCriteria } from '@rihla/api-contract/hotels'
import { preferencesAtom, useApi, useCopyText, useLocale, useMoney } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Checkbox, CheckboxGroup } from '@rihla/ui-kit/checkbox'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { Spinner } from '@rihla/ui-kit/spinner'
import { SearchExpiredDialog, useSessionExpiry } from '@rihla/booking-flow/session'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { HotelCard } from '../components/HotelCard/HotelCard'
import { BOARD_LABELS } from '../labels'
import { criteriaOfAddress } from '../loaders'
import { hotelsQueries } from '../queries'
import { filterFacets, filterOffers, isFiltered, noFilters, priceLimits, sortOffers } from '../resultsView'
import type { HotelFilters, SortOrder } from '../resultsView'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/hotels/$place')

/** `/hotels/{place}`: the hotels of a search, filtered and sorted in the page. */
function HotelResults() {
  const search = route.useSearch()
  const currency = useAtomValue(preferencesAtom).selectedCurrency
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
  const [filters, setFilters] = useState<HotelFilters>(noFilters)
  const [order, setOrder] = useState<SortOrder>('recommended')
  const offers = useMemo(() => results.data?.hotels ?? [], [results.data])
  const facets = useMemo(() => filterFacets(offers), [offers])
  const shown = useMemo(() => sortOffers(filterOffers(offers, filters), order), [offers, filters, order])
  const set = (patch: Partial<HotelFilters>) => setFilters((current) => ({ ...current, ...patch }))

  const money = useMoney()
  const currencyOf = offers.find((offer) => offer.total)?.total?.currency ?? criteria.currency
  const prices = [
    { id: 'any', name: i18n._(msg`Any price`) },
    ...priceLimits(facets.minPrice, facets.maxPrice).map((limit) => {
      const amount = money({ amount: limit, currency: currencyOf }) ?? ''
      return { id: String(limit), name: i18n._(msg`Up to ${amount}`) }
    }),
  ]
  const ratings = [0, 7, 8, 9].map((rating) => ({
    id: String(rating),
    name: rating === 0 ? i18n._(msg`Any rating`) : i18n._(msg`${rating}+ out of 10`),
  }))
  const sorts: { id: SortOrder; name: string }[] = [
    { id: 'recommended', name: i18n._(msg`Recommended`) },
    { id: 'price_low', name: i18n._(msg`Lowest price`) },
    { id: 'rating', name: i18n._(msg`Highest rating`) },
    { id: 'stars', name: i18n._(msg`Most stars`) },
    { id: 'distance', name: i18n._(msg`Nearest`) },
  ]

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
      {results.isPending ? (
        <Spinner label={i18n._(msg`Searching hotels`)} />
      ) : results.isError ? (
        <EmptyState
          illustration="generic-error"
          title={<Trans>The hotels could not be loaded</Trans>}
          actions={
            <Button onPress={() => void results.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        <div className={styles.layout}>
          <aside className={styles.filters} aria-label={i18n._(msg`Filters`)}>
            <Checkbox
              isSelected={filters.freeCancellation}
              onChange={(freeCancellation) => set({ freeCancellation })}
            >
              <Trans>Free cancellation</Trans>
            </Checkbox>
            <Select
              label={i18n._(msg`Price for the stay`)}
              selectedKey={filters.maxPrice === null ? 'any' : String(filters.maxPrice)}
              onSelectionChange={(key) => set({ maxPrice: key === 'any' ? null : Number(key) })}
              items={prices}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
            <CheckboxGroup
              label={i18n._(msg`Stars`)}
              value={filters.stars.map(String)}
              onChange={(stars) => set({ stars: stars.map(Number) })}
            >
              {facets.stars.map((stars) => (
                <Checkbox key={stars} value={String(stars)}>
                  <Plural value={stars} one="# star" other="# stars" />
                </Checkbox>
              ))}
            </CheckboxGroup>
            <CheckboxGroup
              label={i18n._(msg`District`)}
              value={filters.districts}
              onChange={(districts) => set({ districts })}
            >
              {facets.districts.map((district) => (
                <Checkbox key={district} value={district}>
                  {district}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <Select
              label={i18n._(msg`Guest rating`)}
              selectedKey={String(filters.minRating)}
              onSelectionChange={(key) => set({ minRating: Number(key) })}
              items={ratings}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
            <CheckboxGroup
              label={i18n._(msg`Meals`)}
              value={filters.boards}
              onChange={(boards) => set({ boards: boards as BoardBasis[] })}
            >
              {facets.boards.map((board) => (
                <Checkbox key={board} value={board}>
                  {i18n._(BOARD_LABELS[board])}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <CheckboxGroup
              label={i18n._(msg`Amenities`)}
              value={filters.amenities}
              onChange={(amenities) => set({ amenities })}
            >
              {facets.amenities.map((amenity) => (
                <Checkbox key={amenity.id} value={amenity.id}>
                  {amenity.name}
                </Checkbox>
              ))}
            </CheckboxGroup>
            {isFiltered(filters) ? (
              <Button variant="ghost" size="sm" onPress={() => setFilters(noFilters())}>
                <Trans>Reset Filters</Trans>
              </Button>
            ) : null}
          </aside>
          <section className={styles.results} aria-label={i18n._(msg`Hotels`)}>
            <div className={styles.resultsHeader}>
              <p className={styles.summary} role="status">
                <Plural value={shown.length} one="# hotel" other="# hotels" />
              </p>
              <Select
                label={i18n._(msg`Sort by`)}
                selectedKey={order}
                onSelectionChange={(key) => setOrder(key as SortOrder)}
                items={sorts}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
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
              shown.map((offer) => <HotelCard key={offer.id} offer={offer} refId={results.data.refId} />)
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
