import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Money } from '@rihla/api-contract'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { useLocale } from '@rihla/core'
import { formatMoney } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { passengerTitle } from '../passengers/passengerTitle'
import * as styles from './TravellerSummary.css'

export interface TravellerAddon {
  id: string
  /** "Extra baggage 20 kg · RUH → JED", "Seat 12A · SV 1024". */
  text: string
  /** Null for what has no price (special assistance). */
  price: Money | null
}

export interface TravellerEntry {
  /** The passenger's place in the booking: adults, then children, then infants. */
  index: number
  type: PassengerType
  name: string
  /** Short facts under the name, e.g. the date of birth. */
  facts: string[]
  /** Named facts of a booked traveller: the e-ticket, the baggage allowance. */
  details?: { id: string; term: ReactNode; value: ReactNode }[]
  addons: TravellerAddon[]
}

export interface TravellerSummaryProps {
  travellers: readonly TravellerEntry[]
  title?: ReactNode
  /** Beside the title: "Edit" links back to the steps that set these. */
  action?: ReactNode
}

/** Each traveller of a booking with what they add to the trip: baggage, meals, seats, assistance. */
export function TravellerSummary({ travellers, title, action }: TravellerSummaryProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const titleId = useId()
  const ordinals = new Map<PassengerType, number>()
  const typeLabel = (type: PassengerType) => {
    const ordinal = (ordinals.get(type) ?? 0) + 1
    ordinals.set(type, ordinal)
    return passengerTitle(i18n, locale, type, ordinal)
  }
  const price = (money: Money | null) => {
    if (!money) return null
    return money.amount === 0 ? i18n._(msg`Free`) : formatMoney(money, locale)
  }

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.summary}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title ?? <Trans>Travellers</Trans>}
        </h2>
        {action ? <div className={styles.actions}>{action}</div> : null}
      </div>
      <ul className={styles.travellers}>
        {[...travellers]
          .sort((a, b) => a.index - b.index)
          .map((traveller) => (
            <li key={traveller.index} className={styles.traveller}>
              <h3 className={styles.name}>
                {typeLabel(traveller.type)}
                {traveller.name ? <> · {traveller.name}</> : null}
              </h3>
              {traveller.facts.length ? <p className={styles.muted}>{traveller.facts.join(' · ')}</p> : null}
              {traveller.details?.length ? (
                <FactList>
                  {traveller.details.map((detail) => (
                    <Fact key={detail.id} term={detail.term}>
                      {detail.value}
                    </Fact>
                  ))}
                </FactList>
              ) : null}
              {traveller.addons.length ? (
                <ul className={styles.addons} aria-label={i18n._(msg`Add-ons`)}>
                  {traveller.addons.map((addon) => (
                    <li key={addon.id} className={styles.addon}>
                      <span>{addon.text}</span>
                      {addon.price ? <span className={styles.price}>{price(addon.price)}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>
                  <Trans>No add-ons</Trans>
                </p>
              )}
            </li>
          ))}
      </ul>
    </Card>
  )
}
