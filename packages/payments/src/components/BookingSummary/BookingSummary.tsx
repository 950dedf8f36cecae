import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Booking } from '@rihla/api-contract/bookings'
import { useLocale } from '@rihla/core'
import { formatDate, formatMoney } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { PriceSummary } from '@rihla/ui-kit/price-summary'
import type { ReactNode } from 'react'
import { useId } from 'react'
import * as styles from './BookingSummary.css'

/** VAT in Saudi Arabia (DESIGN.md §6); the booking's total includes it. */
const VAT_RATE = 0.15

/** The total split into its price before VAT and the VAT it includes, in minor units. */
export function vatBreakdown(total: number) {
  const beforeVat = Math.round(total / (1 + VAT_RATE))
  return { beforeVat, vat: total - beforeVat }
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  )
}

/**
 * What is being paid for: provider, title, order ID and travel date, and the price with the VAT it
 * includes. Amounts are in the booking's own currency, the one the payment is charged in.
 */
export function BookingSummary({ booking, children }: { booking: Booking; children?: ReactNode }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const titleId = useId()
  const { beforeVat, vat } = vatBreakdown(booking.amount.amount)
  const money = (amount: number) => formatMoney({ amount, currency: booking.amount.currency }, locale)

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.summary}>
      <p className={styles.eyebrow}>{booking.provider}</p>
      <h2 id={titleId} className={styles.title}>
        {booking.title}
      </h2>
      <dl className={styles.facts}>
        <Fact term={<Trans>Order ID</Trans>}>
          <span className={styles.code}>{booking.orderId}</span>
        </Fact>
        {booking.travelDate ? (
          <Fact term={<Trans>Travel date</Trans>}>
            {formatDate(booking.travelDate, locale, { dateStyle: 'medium', timeStyle: 'short' })}
          </Fact>
        ) : null}
      </dl>
      {children}
      <PriceSummary
        title={<Trans>Price</Trans>}
        rows={[
          { id: 'before-vat', label: i18n._(msg`Price before VAT`), value: money(beforeVat) },
          { id: 'vat', label: i18n._(msg`VAT (15%)`), value: money(vat) },
        ]}
        total={{ label: <Trans>Total to pay</Trans>, value: money(booking.amount.amount) }}
        note={<Trans>The total includes VAT at 15%.</Trans>}
      />
    </Card>
  )
}
