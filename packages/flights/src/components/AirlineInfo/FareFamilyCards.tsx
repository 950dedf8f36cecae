import { Trans } from '@lingui/react/macro'
import type { FareFamilyRules } from '@rihla/api-contract/flights'
import { useMoney } from '@rihla/core'
import { Card } from '@rihla/ui-kit/card'
import { useFlightLabels } from '../labels'
import * as styles from './AirlineInfo.css'

function FareFamilyCard({ family }: { family: FareFamilyRules }) {
  const money = useMoney()
  const labels = useFlightLabels()
  // "Business" needs no "Business class" under it.
  const cabin = labels.cabin(family.cabin)
  return (
    <Card as="li" elevation="flat">
      <h3 className={styles.cardTitle}>{family.family}</h3>
      {cabin !== family.family ? <span className={styles.cabin}>{cabin}</span> : null}
      <ul className={styles.rules}>
        <li>
          {family.baggage.checkedPieces > 0 ? (
            <Trans>
              Checked baggage: {family.baggage.checkedPieces} × {family.baggage.checkedKg} kg
            </Trans>
          ) : (
            <Trans>No checked baggage</Trans>
          )}
        </li>
        <li>
          <Trans>Cabin baggage: {family.baggage.cabinKg} kg</Trans>
        </li>
        <li>
          {!family.changeable ? (
            <Trans>Changes not allowed</Trans>
          ) : family.changeFee ? (
            <Trans>Change fee: {money(family.changeFee) ?? '…'}</Trans>
          ) : (
            <Trans>No change fee</Trans>
          )}
        </li>
        <li>
          {!family.refundable ? (
            <Trans>Non-refundable</Trans>
          ) : family.refundFee ? (
            <Trans>Refundable for a fee of {money(family.refundFee) ?? '…'}</Trans>
          ) : (
            <Trans>Refundable at no fee</Trans>
          )}
        </li>
      </ul>
    </Card>
  )
}

/** The fare families an airline sells, with what each includes and its change and refund rules. */
export function FareFamilyCards({
  families,
  labelledBy,
}: {
  families: FareFamilyRules[]
  labelledBy: string
}) {
  return (
    <ul className={styles.cardGrid} aria-labelledby={labelledBy}>
      {families.map((family) => (
        <FareFamilyCard key={family.id} family={family} />
      ))}
    </ul>
  )
}
