import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Train, TrainClass, TrainSearchCriteria } from '@rihla/api-contract/trains'
import { SearchExpiredDialog, useSessionExpiry } from '@rihla/booking-flow/session'
import { modalAtom, useApi, useLocale, useVisitorCurrency } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { formatDate } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Spinner } from '@rihla/ui-kit/spinner'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSetAtom, useStore } from 'jotai'
import { useMemo, useState } from 'react'
import { TrainCard } from '../components/TrainCard/TrainCard'
import { TrainDetailsDialog } from '../components/TrainDetailsDialog/TrainDetailsDialog'
import { criteriaOfAddress } from '../criteria'
import { trainDraftAtom, trainJourneyAtom } from '../draft'
import { trainQueries } from '../queries'
import type { TrainResultsSearch } from '../search'
import * as styles from './screens.css'

/** The trains of the search an address names: an incomplete one says so and leads back to the form. */
export function TrainResultsPage({ search }: { search: TrainResultsSearch }) {
  const currency = useVisitorCurrency()
  const criteria = useMemo(() => criteriaOfAddress(search, currency), [search, currency])
  if (!criteria) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          title={<Trans>This search is incomplete</Trans>}
          actions={
            <Link to="/{-$locale}/train/search">
              <Trans>Search trains</Trans>
            </Link>
          }
        />
      </div>
    )
  }
  return <Results criteria={criteria} preferredClass={search.class} />
}

function Results({
  criteria,
  preferredClass,
}: {
  criteria: TrainSearchCriteria
  preferredClass?: TrainClass
}) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const store = useStore()
  const queryClient = useQueryClient()
  const searchQuery = trainQueries.search(api, locale, criteria)
  const results = useQuery(searchQuery)
  const [detailed, setDetailed] = useState<Train | null>(null)
  const openDetails = useSetAtom(modalAtom('trainDetails'))
  const setJourney = useSetAtom(trainJourneyAtom)
  // The session behind the fares ends after inactivity: say so, and search again for the current ones.
  useSessionExpiry({ gone: false, expiresAt: results.data?.expiresAt })
  const searchAgain = () => void queryClient.resetQueries({ queryKey: searchQuery.queryKey })

  const choose = (train: Train, travelClass: TrainClass) => {
    const refId = results.data!.refId
    store.set(trainDraftAtom(refId), { search: criteria, train, class: travelClass, seats: [] })
    setJourney({ refId, train, bookingUuid: undefined })
    void navigate({ to: '/{-$locale}/train/seat-selection/$refId', params: { refId } })
  }

  const seats = criteria.adults + criteria.children
  const summary = results.data
    ? `${results.data.search.from.name} – ${results.data.search.to.name} · ${formatDate(criteria.date, locale, { dateStyle: 'medium' })} · ${i18n._(
        msg`${plural(seats, { one: '# seat', other: '# seats' })}`,
      )}`
    : null

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <Trans>Trains</Trans>
        </h1>
        {summary ? <p className={styles.lead}>{summary}</p> : null}
        <div>
          <Link to="/{-$locale}/train/search">
            <Trans>Change search</Trans>
          </Link>
        </div>
      </header>
      {results.isPending ? (
        <Spinner label={i18n._(msg`Searching trains`)} />
      ) : results.isError ? (
        <ErrorState
          headingLevel={2}
          role="alert"
          title={i18n._(msg`Trains could not be loaded`)}
          description={results.error.message}
          actions={
            <Button variant="primary" onPress={searchAgain}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : results.data.trains.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={<Trans>No trains run between these stations on this day</Trans>}
        />
      ) : (
        <ul className={styles.list} aria-label={i18n._(msg`Trains`)}>
          {results.data.trains.map((train) => (
            <li key={train.id}>
              <TrainCard
                train={train}
                preferredClass={preferredClass}
                onChoose={(travelClass) => choose(train, travelClass)}
                onDetails={() => {
                  setDetailed(train)
                  openDetails(true)
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <TrainDetailsDialog train={detailed} onChoose={choose} />
      <SearchExpiredDialog
        onRefresh={searchAgain}
        onGoToSearch={() => void navigate({ to: '/{-$locale}/train/search' })}
      />
    </div>
  )
}
