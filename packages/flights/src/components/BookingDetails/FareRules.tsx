import { Trans } from '@lingui/react/macro'
import type { Fare } from '@rihla/api-contract/flights'
import { Card } from '@rihla/ui-kit/card'
import { useId } from 'react'
import { ChangeDeadline, ChangeFee, RefundRule } from '../FareFacts/FareFacts'
import * as styles from './BookingDetails.css'

/** The booked fare's change and cancellation rules; they apply to each traveller's ticket. */
export function FareRules({ fare }: { fare: Fare }) {
  const titleId = useId()
  const family = fare.family
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Trans>Fare rules</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>{family} fare, for each traveller’s ticket:</Trans>
      </p>
      <ul className={styles.rules}>
        <li>
          <ChangeDeadline fare={fare} />
        </li>
        {fare.changeable ? (
          <li>
            <ChangeFee fare={fare} />
          </li>
        ) : null}
        <li>
          <RefundRule fare={fare} />
        </li>
      </ul>
    </Card>
  )
}
