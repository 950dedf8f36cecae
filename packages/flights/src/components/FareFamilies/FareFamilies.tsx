import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Fare } from '@rihla/api-contract/flights'
import { useLocale, useMoney } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { CabinBaggage, ChangeDeadline, ChangeFee, CheckedBaggage, RefundRule } from '../FareFacts/FareFacts'
import * as styles from './FareFamilies.css'

/** Fewer seats than this left at a fare is worth a warning. */
const FEW_SEATS = 5

function FareRules({ fare }: { fare: Fare }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const seats = formatNumber(fare.seatsLeft, locale)
  return (
    <span className={styles.rules}>
      <span>
        <CheckedBaggage baggage={fare.baggage} />
      </span>
      <span>
        <CabinBaggage baggage={fare.baggage} />
      </span>
      <span>
        <ChangeDeadline fare={fare} />
      </span>
      {fare.changeable && fare.changeUntil ? (
        <span>
          <ChangeFee fare={fare} />
        </span>
      ) : null}
      <span>
        <RefundRule fare={fare} />
      </span>
      <span className={fare.seatsLeft < FEW_SEATS ? styles.scarce : undefined}>
        {fare.seatsLeft === 1
          ? i18n._(msg`1 seat left at this fare`)
          : i18n._(msg`${seats} seats left at this fare`)}
      </span>
    </span>
  )
}

export interface FareFamiliesProps {
  fares: readonly Fare[]
  selectedFareId: string | null
  onSelect: (fareId: string) => void
  /** The id of the heading that names the choice. */
  labelledBy: string
  isDisabled?: boolean
}

/**
 * The fare families of the searched cabin as cards to choose from: what each includes, its change and
 * refund rules, the seats left, and its price for the whole party.
 */
export function FareFamilies({ fares, selectedFareId, onSelect, labelledBy, isDisabled }: FareFamiliesProps) {
  const money = useMoney()
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={selectedFareId}
      onChange={onSelect}
      isDisabled={isDisabled}
      className={styles.group}
    >
      {fares.map((fare) => (
        <Radio key={fare.id} value={fare.id} className={styles.card}>
          <span className={styles.body}>
            <span className={styles.name}>
              <span>{fare.family}</span>
              <span className={styles.price}>{money(fare.price.total) ?? '…'}</span>
            </span>
            <span className={styles.priceNote}>
              <Trans>Total for all passengers, taxes included</Trans>
            </span>
            <FareRules fare={fare} />
          </span>
        </Radio>
      ))}
    </RadioGroup>
  )
}
