import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Fare } from '@rihla/api-contract/flights'
import type { Quote } from '@rihla/api-contract/flight-booking'
import { useApi, useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { upgradeChoices } from '../../addons'
import type { FareGain } from '../../addons'
import { flightsQueries } from '../../queries'
import type { AddonLabels } from '../addonLabels'
import { FaresError, FaresLoading } from '../FareOptionsStates/FareOptionsStates'
import { useFlightLabels } from '../labels'
import * as styles from './FareUpgrade.css'
import { isSessionExpired } from '@rihla/booking-flow/session'

interface FareUpgradeProps {
  refId: string
  quote: Quote
  /** Seats are held in the current cabin: another cabin lets them go. */
  hasSeats: boolean
  labels: AddonLabels
  onExpired: () => void
}

/** The fares above the quoted one, with what each adds and costs on top; choosing one quotes it. */
export function FareUpgrade({ refId, quote, hasSeats, labels, onExpired }: FareUpgradeProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const flightLabels = useFlightLabels()
  const queryClient = useQueryClient()
  const fares = useQuery(flightsQueries.fares(api, locale, refId, quote.itinerary.id))
  const [upgraded, setUpgraded] = useState<string | null>(null)
  const upgrade = useMutation({
    mutationFn: (fare: Fare) =>
      api.call(
        'flightQuote',
        { body: { refId, itineraryRefId: quote.itinerary.id, fareId: fare.id } },
        { locale },
      ),
    onSuccess: async ({ quote: next }) => {
      const sessionQuote = flightsQueries.sessionQuote(api, locale, refId)
      queryClient.setQueryData(sessionQuote.queryKey, (current) =>
        current ? { ...current, quote: next } : current,
      )
      // A new cabin releases the seats held in the old one: the session and its seat maps say which remain.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQuote.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['flights', 'seatmap', locale, refId] }),
      ])
      setUpgraded(next.fare.family)
    },
  })
  const expired = isSessionExpired(fares.error) || isSessionExpired(upgrade.error)
  useEffect(() => {
    if (expired) onExpired()
  }, [expired, onExpired])

  const gainText = (gain: FareGain, fare: Fare) => {
    const pieces = formatNumber(fare.baggage.checkedPieces, locale)
    const kg = formatNumber(fare.baggage.checkedKg, locale)
    const cabinKg = formatNumber(fare.baggage.cabinKg, locale)
    const cabin = flightLabels.cabin(fare.cabin)
    switch (gain) {
      case 'cabin':
        return i18n._(msg`${cabin} class`)
      case 'checked_baggage':
        return i18n._(msg`Checked baggage ${pieces} × ${kg} kg`)
      case 'cabin_baggage':
        return i18n._(msg`Cabin baggage ${cabinKg} kg`)
      case 'changeable':
        return i18n._(msg`Changes allowed`)
      case 'refundable':
        return i18n._(msg`Refundable`)
    }
  }

  // Fare family names carry their class ("Economy Light", "Business Flex").
  const currentName = quote.fare.family
  return (
    <div className={styles.root}>
      <p className={styles.current}>
        <Trans>Your fare: {currentName}</Trans>
      </p>
      <p role="status" className={styles.status}>
        {upgraded ? <Trans>Your fare is now {upgraded}. The trip total is updated.</Trans> : null}
      </p>
      {upgrade.isError && !expired ? (
        <ErrorState
          headingLevel={3}
          role="alert"
          illustration={null}
          title={i18n._(msg`An error occurred while getting the quote`)}
          description={i18n._(msg`Your fare has not changed. Please try again.`)}
          actions={
            <Button variant="secondary" onPress={() => upgrade.mutate(upgrade.variables)}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : null}
      {fares.isPending ? (
        <FaresLoading lines={3} />
      ) : fares.isError ? (
        <FaresError onRetry={() => void fares.refetch()} />
      ) : (
        <UpgradeList
          choices={upgradeChoices(quote.fare, fares.data.fares)}
          current={quote.fare}
          hasSeats={hasSeats}
          pendingFare={upgrade.isPending ? upgrade.variables.id : null}
          gainText={gainText}
          labels={labels}
          onChoose={(fare) => upgrade.mutate(fare)}
        />
      )}
    </div>
  )
}

function UpgradeList({
  choices,
  current,
  hasSeats,
  pendingFare,
  gainText,
  labels,
  onChoose,
}: {
  choices: ReturnType<typeof upgradeChoices>
  current: Fare
  hasSeats: boolean
  pendingFare: string | null
  gainText: (gain: FareGain, fare: Fare) => string
  labels: AddonLabels
  onChoose: (fare: Fare) => void
}) {
  const { i18n } = useLingui()
  if (choices.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        illustration={null}
        title={i18n._(msg`You have the best fare for this flight`)}
        description={i18n._(msg`There is no higher fare or class to upgrade to.`)}
      />
    )
  }
  return (
    <ul className={styles.list} aria-label={i18n._(msg`Upgrades`)}>
      {choices.map(({ fare, difference, gains }) => {
        const name = fare.family
        const extra = labels.money(difference)
        return (
          <li key={fare.id} className={styles.choice}>
            <div className={styles.choiceText}>
              <p className={styles.choiceTitle}>{name}</p>
              <ul className={styles.gains} aria-label={i18n._(msg`What it adds`)}>
                {gains.map((gain) => (
                  <li key={gain}>
                    <Badge tone="info">{gainText(gain, fare)}</Badge>
                  </li>
                ))}
              </ul>
              {hasSeats && fare.cabin !== current.cabin ? (
                <p className={styles.note}>
                  <Trans>Changing class releases the seats you chose.</Trans>
                </p>
              ) : null}
            </div>
            <div className={styles.action}>
              <span className={styles.difference}>
                <Trans>+{extra} in all</Trans>
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={i18n._(msg`Upgrade to ${name} for ${extra} more`)}
                isPending={pendingFare === fare.id}
                isDisabled={pendingFare !== null && pendingFare !== fare.id}
                pendingLabel={i18n._(msg`Getting the new price`)}
                onPress={() => onChoose(fare)}
              >
                <Trans>Upgrade</Trans>
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
