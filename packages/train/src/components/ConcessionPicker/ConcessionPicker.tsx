import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { PassengerType } from '@rihla/api-contract/passenger'
import type { TrainConcession, TrainConcessionFare } from '@rihla/api-contract/trains'
import { useLocale } from '@rihla/core'
import { formatMoney } from '@rihla/i18n'
import { ListBoxItem } from '@rihla/ui-kit/list-box'
import { Select } from '@rihla/ui-kit/select'
import { useId } from 'react'
import { concessionsFor } from '../../concessions'
import * as styles from './ConcessionPicker.css'

const FULL_FARE = 'full'

export interface ConcessionPickerProps {
  /** Each traveller's name and type, in the reservation's order. */
  travellers: readonly { name: string; type: PassengerType }[]
  /** The class's concession fares, as the search stated them (one adult's fare each). */
  offered: readonly TrainConcessionFare[]
  claims: readonly (TrainConcession | null | undefined)[]
  onChange: (claims: (TrainConcession | null)[]) => void
}

/**
 * SAR's concession fares, stated as such: each traveller with a seat may travel on one (a student's for
 * an adult; a carer's with a traveller with a disability), shown at the fare the search gave and named
 * on their ticket. The server prices the claim and checks it again.
 */
export function ConcessionPicker({ travellers, offered, claims, onChange }: ConcessionPickerProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const headingId = useId()
  if (!offered.length) return null
  const choose = (index: number, claim: TrainConcession | null) =>
    onChange(travellers.map((_, other) => (other === index ? claim : (claims[other] ?? null))))
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        <Trans>Concession fares</Trans>
      </h3>
      <p className={styles.note}>
        <Trans>
          The price of your trip is at full fare: a concession is taken off when you book. Show your student
          or disability card with your ticket at the gate.
        </Trans>
      </p>
      <ul className={styles.offered} aria-label={i18n._(msg`Concession fares of this class`)}>
        {offered.map((concession) => (
          <li key={concession.id}>
            {i18n._(
              msg`${concession.label}: ${formatMoney(concession.fare, locale)} an adult. ${concession.rule}.`,
            )}
          </li>
        ))}
      </ul>
      <div className={styles.fields}>
        {travellers.map((traveller, index) => {
          const open = concessionsFor(traveller.type, offered)
          if (!open.length) return null
          const claim = claims[index] ?? null
          return (
            <Select
              key={index}
              label={i18n._(msg`Fare of ${traveller.name}`)}
              selectedKey={claim ?? FULL_FARE}
              onSelectionChange={(key) =>
                choose(index, key === FULL_FARE || key === null ? null : (key as TrainConcession))
              }
            >
              <ListBoxItem id={FULL_FARE}>{i18n._(msg`Full fare`)}</ListBoxItem>
              {open.map((concession) => (
                <ListBoxItem key={concession.id} id={concession.id}>
                  {concession.label}
                </ListBoxItem>
              ))}
            </Select>
          )
        })}
      </div>
    </section>
  )
}
