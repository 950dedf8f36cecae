import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { localizeMessage, messages } from '@rihla/api-contract'
import type { EventPass, EventShow } from '@rihla/api-contract/events'
import { useLocale, useMoney } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { NumberField } from '@rihla/ui-kit/number-field'
import { passLimit, passMaximum } from '../../passes'
import type { PassLimit, Quantities } from '../../passes'
import { AvailabilityBadge } from './AvailabilityBadge'
import { PassIncludes } from './PassIncludes'
import * as styles from './PassPicker.css'

/** Why a pass takes no more, in the visitor's words; null while it does. */
function useLimitText() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (pass: EventPass, limit: PassLimit | null) => {
    switch (limit) {
      case null:
        return null
      case 'sold_out':
        return i18n._(msg`This pass is sold out for this date.`)
      case 'left':
        return i18n._(msg`Only ${formatNumber(pass.left ?? 0, locale)} left for this date.`)
      case 'pass_limit':
        return i18n._(msg`At most ${formatNumber(pass.perOrderLimit, locale)} of this pass per order.`)
      case 'order_limit':
        return localizeMessage(messages.eventMaxTickets, locale)
    }
  }
}

export interface PassPickerProps {
  show: EventShow
  quantities: Quantities
  onChange: (passId: string, quantity: number) => void
}

/** A show's passes, each with what it includes, its price, how many are left and how many to buy. */
export function PassPicker({ show, quantities, onChange }: PassPickerProps) {
  const { i18n } = useLingui()
  const money = useMoney()
  const limitText = useLimitText()
  return (
    <ul className={styles.passes}>
      {show.passes.map((pass) => {
        const soldOut = pass.availability === 'sold_out'
        const limit = limitText(pass, passLimit(pass, quantities))
        const name = pass.name
        return (
          <Card as="li" key={pass.id} className={styles.pass}>
            <div className={styles.includes}>
              <div className={styles.head}>
                <h3 className={styles.name}>{pass.name}</h3>
                <AvailabilityBadge availability={pass.availability} left={pass.left} />
              </div>
              <p className={styles.price}>{money(pass.price)}</p>
              <PassIncludes pass={pass} />
            </div>
            <NumberField
              label={i18n._(msg`${name} tickets`)}
              minValue={0}
              maxValue={passMaximum(pass, quantities)}
              value={quantities[pass.id] ?? 0}
              onChange={(value) => onChange(pass.id, Number.isNaN(value) ? 0 : value)}
              isDisabled={soldOut}
              description={limit ?? undefined}
            />
          </Card>
        )
      })}
    </ul>
  )
}
