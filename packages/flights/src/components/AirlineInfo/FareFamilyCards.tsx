import { Trans } from '@lingui/react/macro'
import type { FareFamilyRules } from '@rihla/api-contract/flights'
import { Card } from '@rihla/ui-kit/card'
import { CabinBaggage, ChangeFee, CheckedBaggage, RefundRule } from '../FareFacts/FareFacts'
import { useFlightLabels } from '../labels'
import * as styles from './AirlineInfo.css'

function FareFamilyCard({ family }: { family: FareFamilyRules }) {
  const labels = useFlightLabels()
  // "Business" needs no "Business class" under it.
  const cabin = labels.cabin(family.cabin)
  return (
    <Card as="li" elevation="flat">
      <h3 className={styles.cardTitle}>{family.family}</h3>
      {cabin !== family.family ? <span className={styles.cabin}>{cabin}</span> : null}
      <ul className={styles.rules}>
        <li>
          <CheckedBaggage baggage={family.baggage} />
        </li>
        <li>
          <CabinBaggage baggage={family.baggage} />
        </li>
        <li>{family.changeable ? <ChangeFee fare={family} /> : <Trans>Changes not allowed</Trans>}</li>
        <li>
          <RefundRule fare={family} />
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
