import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Fare } from '@rihla/api-contract/flights'
import { modalAtom, useApi, useLocale, useMoney } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { Modal } from '@rihla/ui-kit/modal'
import { useQuery } from '@tanstack/react-query'
import { useAtom, useAtomValue } from 'jotai'
import { memo, useEffect } from 'react'
import { flightsQueries } from '../../queries'
import { selectedItineraryAtom } from '../../state'
import { CabinBaggage, ChangeDeadline, CheckedBaggage } from '../FareFacts/FareFacts'
import { FaresError, FaresLoading } from '../FareOptionsStates/FareOptionsStates'
import { useFlightLabels } from '../labels'
import * as styles from './FlightDialogs.css'
import { isSessionExpired } from '@rihla/booking-flow/session'

function FareRow({ fare }: { fare: Fare }) {
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
          <CheckedBaggage baggage={fare.baggage} />
        </li>
        <li>
          <CabinBaggage baggage={fare.baggage} />
        </li>
        <li>
          <ChangeDeadline fare={fare} />
        </li>
        <li>{fare.refundable ? <Trans>Refundable</Trans> : <Trans>Non-refundable</Trans>}</li>
      </ul>
    </li>
  )
}

/**
 * The `fareDetail` modal: the itinerary's fare families across classes, from POST /get-fares.
 * Memoised: the results page re-renders with each answer of the search, which changes nothing here.
 */
export const FareDetailDialog = memo(function FareDetailDialog({
  refId,
  onExpired,
}: {
  refId: string | undefined
  onExpired: () => void
}) {
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
  const expired = isOpen && isSessionExpired(fares.error)
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
        <FaresLoading lines={6} />
      ) : fares.isError ? (
        <FaresError onRetry={() => void fares.refetch()} />
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
})
