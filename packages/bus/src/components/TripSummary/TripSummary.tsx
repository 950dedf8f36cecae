import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useApi, useLocale, useMoney } from '@rihla/core'
import { formatDate, formatNumber, formatTime } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { ChosenTrip } from '../../draft'
import { durationText } from '../../format'
import { busQueries } from '../../queries'
import * as layout from '../../screens/screens.css'
import * as styles from './TripSummary.css'

/** What a bundle bought with this order gives: its first trip now, the others free on the route. */
function BundleTerms({ trips, validDays }: { trips: number; validDays: number | undefined }) {
  const locale = useLocale()
  const others = formatNumber(trips - 1, locale)
  return validDays ? (
    <Trans>
      This order buys the bundle and travels its first trip. Its other {others} trips cost nothing on this
      route, either way, within {formatNumber(validDays, locale)} days.
    </Trans>
  ) : (
    <Trans>
      This order buys the bundle and travels its first trip. Its other {others} trips cost nothing on this
      route, either way.
    </Trans>
  )
}

/**
 * The chosen departure and fare family, and what the party pays for it today (`getFlexiFares`): the
 * family's fares, a bundle's price when the order buys one, nothing for a trip of a bundle.
 */
export function TripSummary({ refId, trip }: { refId: string; trip: ChosenTrip }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const money = useMoney()
  const { departure } = trip
  const id = useId()
  const fares = useQuery(busQueries.fares(api, locale, refId, departure.id))
  const family = fares.data?.fares.find((candidate) => candidate.id === trip.fareFamily)
  const bundle = fares.data?.bundles.find((candidate) => candidate.trips === trip.bundle)
  const held = useQuery(busQueries.seats(api, locale, refId, departure.id)).data?.held ?? []
  return (
    <>
      <Card as="section" padding="md" aria-labelledby={`${id}-trip`} className={styles.card}>
        <h2 id={`${id}-trip`} className={styles.title}>
          <Trans>Your trip</Trans>
        </h2>
        <FactList layout="rows">
          <Fact term={<Trans>Date</Trans>}>
            {formatDate(trip.search.date, locale, { dateStyle: 'full' })}
          </Fact>
          <Fact term={<Trans>Departs</Trans>}>{formatTime(departure.departure, locale)}</Fact>
          <Fact term={<Trans>Arrives</Trans>}>{formatTime(departure.arrival, locale)}</Fact>
          <Fact term={<Trans>Duration</Trans>}>{durationText(i18n, departure.durationMinutes, locale)}</Fact>
          <Fact term={<Trans>Operator</Trans>}>{departure.operator.name}</Fact>
          <Fact term={<Trans>Coach class</Trans>}>{departure.className}</Fact>
          <Fact term={<Trans>Fare family</Trans>}>{family?.name ?? <Skeleton width="6em" />}</Fact>
          <Fact term={<Trans>Seats</Trans>}>
            {held.length ? held.join(', ') : <Trans>Not chosen yet</Trans>}
          </Fact>
        </FactList>
      </Card>
      {trip.bundleOrder ? (
        <Card as="section" padding="md" aria-labelledby={`${id}-price`} className={styles.card}>
          <h2 id={`${id}-price`} className={styles.title}>
            <Trans>Price summary</Trans>
          </h2>
          <p className={layout.muted}>
            <Trans>A trip of your bundle: nothing to pay.</Trans>
          </p>
        </Card>
      ) : trip.bundle !== null && bundle ? (
        <Card as="section" padding="md" aria-labelledby={`${id}-price`} className={styles.card}>
          <h2 id={`${id}-price`} className={styles.title}>
            <Trans>Price summary</Trans>
          </h2>
          <FactList layout="rows">
            <Fact term={<Trans>Bundle</Trans>}>{bundle.label}</Fact>
            {bundle.perTripFare ? (
              <Fact term={<Trans>Per trip</Trans>}>{money(bundle.perTripFare)}</Fact>
            ) : null}
            <Fact term={<Trans>Total to pay</Trans>}>{money(bundle.price)}</Fact>
          </FactList>
          <p className={layout.muted}>
            <BundleTerms trips={bundle.trips} validDays={bundle.validDays} />
          </p>
        </Card>
      ) : family ? (
        <Card as="section" padding="md" aria-labelledby={`${id}-price`} className={styles.card}>
          <h2 id={`${id}-price`} className={styles.title}>
            <Trans>Price summary</Trans>
          </h2>
          <PriceBreakdownSummary price={family.price} title={null} totalLabel={<Trans>Total to pay</Trans>} />
        </Card>
      ) : fares.isError ? (
        <p className={layout.muted} role="alert">
          <Trans>The price could not be loaded.</Trans>
        </p>
      ) : null}
    </>
  )
}
