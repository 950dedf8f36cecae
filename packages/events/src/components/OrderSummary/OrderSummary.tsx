import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { EventShow } from '@rihla/api-contract/events'
import { useLocale, useMoney } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { ticketCount, ticketLines, ticketsTotal } from '../../passes'
import type { Quantities } from '../../passes'
import * as styles from './OrderSummary.css'

/** The ticket lines chosen (SPEC.md §3: name and quantity), their amounts and what they come to. */
export function OrderSummary({ show, quantities }: { show: EventShow; quantities: Quantities }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const lines = ticketLines(show, quantities)
  const total = ticketsTotal(show, quantities)
  return (
    <section className={styles.summary} aria-labelledby="order-summary" aria-live="polite">
      <h2 id="order-summary" className={styles.title}>
        <Trans>Price summary</Trans>
      </h2>
      {lines.length ? (
        <FactList>
          {lines.map((line) => {
            const pass = show.passes.find((candidate) => candidate.id === line.passId)!
            return (
              <Fact
                key={line.passId}
                term={i18n._(msg`${formatNumber(line.quantity, locale)} × ${pass.name}`)}
              >
                {money({ amount: pass.price.amount * line.quantity, currency: pass.price.currency })}
              </Fact>
            )
          })}
          <Fact
            term={
              <Plural value={ticketCount(quantities)} one="Total for # ticket" other="Total for # tickets" />
            }
          >
            <strong>{total ? money(total) : null}</strong>
          </Fact>
        </FactList>
      ) : (
        <p className={styles.muted}>
          <Trans>Choose how many tickets of each pass you want.</Trans>
        </p>
      )}
      <p className={styles.muted}>
        <Trans>Prices include VAT, with no booking fee.</Trans>
      </p>
    </section>
  )
}
