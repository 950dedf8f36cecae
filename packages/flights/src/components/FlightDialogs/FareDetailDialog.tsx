import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Fare } from '@rihla/api-contract/flights'
import { isApiError } from '@rihla/api-clients'
import { modalAtom, useApi, useLocale, useMoney } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { formatDate } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Modal } from '@rihla/ui-kit/modal'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { flightsQueries } from '../../queries'
import { selectedItineraryAtom } from '../../state'
import { useFlightLabels } from '../labels'
import * as styles from './FlightDialogs.css'

function FareRow({ fare }: { fare: Fare }) {
  const locale = useLocale()
  const money = useMoney()
  const labels = useFlightLabels()
  return (
    <li className={styles.fare}>
      <p className={styles.segmentTitle}>
        {labels.cabin(fare.cabin)} · {fare.family}
        <span className={styles.farePrice}>{money(fare.price.total) ?? '…'}</span>
      </p>
      <ul className={styles.rules}>
        <li>
          {fare.baggage.checkedPieces > 0 ? (
            <Trans>
              Checked baggage: {fare.baggage.checkedPieces} × {fare.baggage.checkedKg} kg
            </Trans>
          ) : (
            <Trans>No checked baggage</Trans>
          )}
        </li>
        <li>
          <Trans>Cabin baggage: {fare.baggage.cabinKg} kg</Trans>
        </li>
        <li>
          {fare.changeable && fare.changeUntil ? (
            <Trans>
              Changes allowed until{' '}
              {formatDate(fare.changeUntil, locale, { dateStyle: 'medium', timeStyle: 'short' })} (48 hours
              before departure)
            </Trans>
          ) : (
            <Trans>Changes not allowed</Trans>
          )}
        </li>
        <li>{fare.refundable ? <Trans>Refundable</Trans> : <Trans>Non-refundable</Trans>}</li>
      </ul>
    </li>
  )
}

/** The `fareDetail` modal: the itinerary's fare families across classes, from POST /get-fares. */
export function FareDetailDialog({ refId, onExpired }: { refId: string | undefined; onExpired: () => void }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [isOpen, setOpen] = useAtom(modalAtom('fareDetail'))
  const itinerary = useAtomValue(selectedItineraryAtom)
  const fares = useQuery({
    ...flightsQueries.fares(api, locale, refId ?? '', itinerary?.id ?? ''),
    enabled: isOpen && Boolean(refId && itinerary),
    retry: false,
  })
  const expired = isOpen && isApiError(fares.error) && fares.error.status === 410
  useEffect(() => {
    if (expired) onExpired()
  }, [expired, onExpired])
  if (!itinerary) return null
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={i18n._(msg`Fare options`)}
      closeLabel={i18n._(msg`Close`)}
      size="md"
      footer={
        refId ? (
          <div className={styles.footer}>
            <Link
              to="/{-$locale}/flights/itinerary-details/$refId/$itineraryRefId"
              params={{ refId, itineraryRefId: itinerary.id }}
              appearance="primary"
            >
              <Trans>Choose this flight</Trans>
            </Link>
          </div>
        ) : undefined
      }
    >
      {fares.isPending ? (
        <div role="status" aria-label={i18n._(msg`Loading fares`)}>
          <Skeleton lines={6} />
        </div>
      ) : fares.isError ? (
        <ErrorState
          headingLevel={3}
          role="alert"
          title={i18n._(msg`Error fetching flight details`)}
          description={i18n._(msg`We are unable to fetch flight quotes at the moment. Please try again.`)}
          actions={
            <Button variant="secondary" onPress={() => void fares.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        // Focusable: the list is text only and taller than the modal, and a keyboard user scrolls it
        // from here (the modal's body has nothing else to focus).
        <ul className={styles.fares} tabIndex={0} aria-label={i18n._(msg`Fare options`)}>
          {fares.data.fares.map((fare) => (
            <FareRow key={fare.id} fare={fare} />
          ))}
        </ul>
      )}
    </Modal>
  )
}
