import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { EVENT_PAGE_SIZE } from '@rihla/api-contract/events'
import type { EventSort } from '@rihla/api-contract/events'
import { FiltersSheet } from '@rihla/booking-flow/filters'
import { useApi, useLocale, useVisitorCurrency } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CategoryFilters } from '../components/CategoryFilters/CategoryFilters'
import { EventGrid } from '../components/EventCard/EventCard'
import { EventsLoadError } from '../components/EventsLoadError/EventsLoadError'
import { NO_FILTERS, activeFilters, listRequestOf } from '../listRequest'
import { eventsQueries } from '../queries'
import type { CategorySearch } from '../search'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/events/$slug')

function CategoryPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <Link to="/{-$locale}/events-in-saudi-arabia">
          <Trans>All events</Trans>
        </Link>
        <h1 className={styles.title}>{title}</h1>
      </header>
      {children}
    </div>
  )
}

/** `/events/{slug}`: a category's events, filtered, sorted and a page at a time. */
function EventCategory() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const { slug } = route.useParams()
  const search = route.useSearch()
  const currency = useVisitorCurrency() ?? DEFAULT_CURRENCY
  const { data: list } = useSuspenseQuery(
    eventsQueries.list(api, locale, listRequestOf(slug, search, currency)),
  )
  const pages = Math.max(1, Math.ceil(list.total / (list.pageSize || EVENT_PAGE_SIZE)))
  const filtered = activeFilters(search) > 0
  const update = (change: Partial<CategorySearch>) =>
    void navigate({
      to: '.',
      search: (previous: CategorySearch) => ({ ...previous, ...change, page: undefined }),
      replace: true,
    })
  const goTo = (page: number) =>
    void navigate({ to: '.', search: (previous: CategorySearch) => ({ ...previous, page }) })
  const sorts: { id: EventSort; name: string }[] = [
    { id: 'date', name: i18n._(msg`Soonest first`) },
    { id: 'price_low', name: i18n._(msg`Lowest price`) },
    { id: 'price_high', name: i18n._(msg`Highest price`) },
    { id: 'popular', name: i18n._(msg`Most popular`) },
  ]
  const filters = (
    <CategoryFilters search={search} cities={list.cities} priceRange={list.priceRange} onChange={update} />
  )

  return (
    <CategoryPage title={list.category.name}>
      {list.category.upcoming === 0 ? (
        <EmptyState
          headingLevel={2}
          title={i18n._(msg`No upcoming events in this category`)}
          description={i18n._(msg`New dates appear here as soon as tickets go on sale.`)}
          actions={
            <Link to="/{-$locale}/events-in-saudi-arabia" appearance="primary">
              <Trans>See all events</Trans>
            </Link>
          }
        />
      ) : (
        <div className={styles.layout}>
          <aside className={styles.filtersPanel} aria-label={i18n._(msg`Filters`)}>
            {filters}
          </aside>
          <div className={styles.section}>
            <div className={styles.toolbar}>
              <p className={styles.muted} role="status">
                <Plural value={list.total} one="# event" other="# events" />
              </p>
              <FiltersSheet
                active={activeFilters(search)}
                showResultsLabel={i18n._(
                  msg`${plural(list.total, { one: 'Show # event', other: 'Show # events' })}`,
                )}
                className={styles.sheetTrigger}
              >
                {filters}
              </FiltersSheet>
              <Select
                label={i18n._(msg`Sort by`)}
                selectedKey={search.sort ?? 'date'}
                onSelectionChange={(key) => update({ sort: key as EventSort })}
                items={sorts}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            </div>
            {list.events.length === 0 ? (
              <EmptyState
                headingLevel={2}
                title={i18n._(msg`No events match these filters`)}
                description={
                  filtered ? i18n._(msg`Try other dates, another city or a wider price range.`) : undefined
                }
                actions={
                  <Button variant="primary" onPress={() => update(NO_FILTERS)}>
                    <Trans>Reset Filters</Trans>
                  </Button>
                }
              />
            ) : (
              <EventGrid events={list.events} label={list.category.name} headingLevel={2} />
            )}
            {pages > 1 ? (
              <nav className={styles.pager} aria-label={i18n._(msg`Pages`)}>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={list.page <= 1}
                  onPress={() => goTo(list.page - 1)}
                >
                  <Trans>Previous</Trans>
                </Button>
                <span>
                  <Trans>
                    Page {formatNumber(list.page, locale)} of {formatNumber(pages, locale)}
                  </Trans>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={list.page >= pages}
                  onPress={() => goTo(list.page + 1)}
                >
                  <Trans>Next</Trans>
                </Button>
              </nav>
            ) : null}
          </div>
        </div>
      )}
    </CategoryPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/events/$slug')({
  component: EventCategory,
  errorComponent: (props: ErrorComponentProps) => (
    <CategoryPage title={<Trans>Events</Trans>}>
      <EventsLoadError {...props} />
    </CategoryPage>
  ),
})
