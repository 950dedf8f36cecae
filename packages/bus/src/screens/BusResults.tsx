import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { BusDeparture, BusSearchCriteria } from '@rihla/api-contract/buses'
import { isApiError } from '@rihla/api-clients'
import { SearchExpiredDialog, useSessionExpiry } from '@rihla/booking-flow/session'
import { modalAtom, useApi, useLocale, useVisitorCurrency } from '@rihla/core'
import { formatDate } from '@rihla/i18n'
import { lazyAfterHydration } from '@rihla/ui-kit/after-hydration'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { Spinner } from '@rihla/ui-kit/spinner'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSetAtom, useStore } from 'jotai'
import { useMemo, useState } from 'react'
import { BusDetails } from '../components/BusDetails/BusDetails'
import { DepartureCard } from '../components/DepartureCard/DepartureCard'
import { FareFamilies } from '../components/FareFamilies/FareFamilies'
import type { FareChoice } from '../components/FareFamilies/FareFamilies'
import { busDraftAtom } from '../draft'
import { isBundleParty, isFamilyParty } from '../party'
import { busQueries } from '../queries'
import { citiesOfSegment } from '../search'
import { criteriaOfResults } from '../searchForm'
import { firstStepPath } from '../steps'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/bus/$cities')

// The list is in the page from its first render; the search form's code loads once it has hydrated.
const ResultsSearch = lazyAfterHydration(() =>
  import('../components/BusSearchForm/ResultsSearch').then((module) => module.ResultsSearch),
)

/** `/bus/{fromCity}-to-{toCity}`: the day's departures, each with its fare families on demand. */
function BusResults() {
  const { cities } = route.useParams()
  const search = route.useSearch()
  const currency = useVisitorCurrency()
  const pair = useMemo(() => citiesOfSegment(cities), [cities])
  const criteria = useMemo(
    () => (pair ? criteriaOfResults(pair, search, currency) : null),
    [pair, search, currency],
  )
  if (!criteria) {
    return (
      <div className={styles.page}>
        <EmptyState headingLevel={1} title={<Trans>This search is incomplete</Trans>} />
        {pair ? <ResultsSearch cities={pair} search={search} /> : null}
      </div>
    )
  }
  return <Results criteria={criteria} />
}

function Results({ criteria }: { criteria: BusSearchCriteria }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const store = useStore()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const timesQuery = busQueries.times(api, locale, criteria)
  const times = useQuery(timesQuery)
  useSessionExpiry({ gone: false, expiresAt: times.data?.expiresAt })
  const [openId, setOpenId] = useState<string | null>(null)
  const [details, setDetails] = useState<BusDeparture | null>(null)
  const openDetails = useSetAtom(modalAtom('busDetails'))
  const withChildren = criteria.children > 0

  const soloAdult = isBundleParty(criteria)
  const choose = (refId: string, departure: BusDeparture, choice: FareChoice) => {
    store.set(busDraftAtom(refId), {
      search: criteria,
      departure,
      fareFamily: choice.family,
      bundle: 'bundle' in choice ? choice.bundle : null,
      bundleOrder: 'bundleOrder' in choice ? choice.bundleOrder : null,
    })
    void navigate({ to: firstStepPath, params: { refId } })
  }

  const title = times.data ? (
    <Trans>
      {times.data.from.name} to {times.data.to.name}
    </Trans>
  ) : (
    <Trans>Buses</Trans>
  )

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {formatDate(criteria.date, locale, { dateStyle: 'full' })}
          {' · '}
          <Plural
            value={criteria.adults + criteria.children + criteria.infants}
            one="# traveller"
            other="# travellers"
          />
          {isFamilyParty(criteria) ? (
            <>
              {' · '}
              <Trans>Family seats at the front</Trans>
            </>
          ) : null}
        </p>
      </header>
      {search.bundle ? (
        <p className={styles.notice} role="note">
          <Trans>
            You are booking a trip of your bundle: choose a departure on or before the bundle’s last travel
            date, and travel in the Regular family for nothing.
          </Trans>
        </p>
      ) : null}
      <ResultsSearch cities={criteria} search={search} />
      {times.isPending ? (
        <Spinner label={i18n._(msg`Searching buses`)} />
      ) : times.isError ? (
        isApiError(times.error) && times.error.status === 400 ? (
          <EmptyState illustration="generic-error" title={times.error.message} />
        ) : (
          <EmptyState
            illustration="generic-error"
            title={<Trans>The buses could not be loaded</Trans>}
            actions={
              <Button onPress={() => void times.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        )
      ) : times.data.departures.length === 0 ? (
        <EmptyState title={<Trans>No buses run between these cities on this day</Trans>} />
      ) : (
        <section className={styles.column} aria-label={i18n._(msg`Departures`)}>
          <p className={styles.muted} role="status">
            <Plural value={times.data.departures.length} one="# departure" other="# departures" />
          </p>
          {times.data.departures.map((departure) => (
            <DepartureCard
              key={departure.id}
              departure={departure}
              from={times.data.from}
              to={times.data.to}
              isOpen={openId === departure.id}
              onToggleFares={() => setOpenId(openId === departure.id ? null : departure.id)}
              onBundle={Boolean(search.bundle) && soloAdult}
              onShowDetails={() => {
                setDetails(departure)
                openDetails(true)
              }}
            >
              <FareFamilies
                refId={times.data.refId}
                departureId={departure.id}
                withChildren={withChildren}
                soloAdult={soloAdult}
                bundleOrder={search.bundle}
                onChoose={(choice) => choose(times.data.refId, departure, choice)}
              />
            </DepartureCard>
          ))}
        </section>
      )}
      <BusDetails departure={details} onSeeFares={() => setOpenId(details?.id ?? null)} />
      <SearchExpiredDialog
        onRefresh={() => void queryClient.resetQueries({ queryKey: timesQuery.queryKey })}
        onGoToSearch={() => void navigate({ to: '/{-$locale}/bus/search' })}
      />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/bus/$cities')({ component: BusResults })
