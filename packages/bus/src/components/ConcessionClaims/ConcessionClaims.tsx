import { Trans } from '@lingui/react/macro'
import type { BusConcession, BusConcessionOffer } from '@rihla/api-contract/buses'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { Card } from '@rihla/ui-kit/card'
import { Checkbox } from '@rihla/ui-kit/checkbox'
import { useId } from 'react'
import * as styles from './ConcessionClaims.css'

export interface ConcessionClaimsProps {
  /** Each traveller's name and type, in the order's order. */
  travellers: readonly { name: string; type: PassengerType }[]
  /** SAPTCO's concessions, as getFlexiFares states them. */
  offered: readonly BusConcessionOffer[]
  claims: readonly (BusConcession | null | undefined)[]
  onChange: (claims: (BusConcession | null)[]) => void
}

/**
 * SAPTCO's concession fares, stated as such: a traveller with a disability travels at half their fare
 * family's fare, named on their ticket. An infant rides free on a lap and claims none. The order is
 * priced and checked on the server.
 */
export function ConcessionClaims({ travellers, offered, claims, onChange }: ConcessionClaimsProps) {
  const headingId = useId()
  if (!offered.length) return null
  const toggle = (index: number, concession: BusConcession, on: boolean) =>
    onChange(
      travellers.map((_, other) => (other === index ? (on ? concession : null) : (claims[other] ?? null))),
    )
  return (
    <Card as="section" padding="md" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Concession fares</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>The price summary is at full fare: a concession is taken off when you book.</Trans>
      </p>
      {offered.map((concession) => (
        <div key={concession.id} className={styles.concession}>
          <p className={styles.note}>
            {concession.rule ? `${concession.label}. ${concession.rule}.` : `${concession.label}.`}
          </p>
          {travellers.map((traveller, index) =>
            traveller.type === 'infant' ? null : (
              <Checkbox
                key={index}
                isSelected={claims[index] === concession.id}
                onChange={(on) => toggle(index, concession.id, on)}
              >
                {`${traveller.name}: ${concession.label}`}
              </Checkbox>
            ),
          )}
        </div>
      ))}
    </Card>
  )
}
