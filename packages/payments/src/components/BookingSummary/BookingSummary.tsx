import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Booking } from '@rihla/api-contract/bookings'
import { useLocale } from '@rihla/core'
import { formatDate, formatMoney, formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { PriceSummary } from '@rihla/ui-kit/price-summary'
import type { ReactNode } from 'react'
import { useId } from 'react'
import * as styles from './BookingSummary.css'

/**
 * What is being paid for: provider, title, order ID and travel date, and the price with the VAT it
 * includes, as the server priced it with the booking (the same figures the booking's own pages and its
 * tax invoice show). Amounts are in the booking's own currency, the one the payment is charged in.
 */
export function BookingSummary({ booking, children }: { booking: Booking; children?: ReactNode }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const titleId = useId()
  const money = (amount: number) => formatMoney({ amount, currency: booking.amount.currency }, locale)
  const { vat } = booking
  const rate = vat ? formatNumber(vat.ratePercent / 100, locale, { style: 'percent' }) : ''
  const vatTotal = vat ? money(vat.amount.amount) : ''

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.summary}>
      <p className={styles.eyebrow}>{booking.provider}</p>
      <h2 id={titleId} className={styles.title}>
        {booking.title}
      </h2>
      <FactList>
        <Fact term={<Trans>Order ID</Trans>}>
          <span className={styles.code}>{booking.orderId}</span>
        </Fact>
        {booking.travelDate ? (
          <Fact term={<Trans>Travel date</Trans>}>
            {formatDate(booking.travelDate, locale, { dateStyle: 'medium', timeStyle: 'short' })}
          </Fact>
        ) : null}
      </FactList>
      {children}
      <PriceSummary
        title={<Trans>Price</Trans>}
        rows={
          vat
            ? [
                { id: 'vat-base', label: i18n._(msg`Subject to VAT`), value: money(vat.base.amount) },
                { id: 'vat', label: i18n._(msg`VAT (${rate})`), value: vatTotal },
              ]
            : []
        }
        total={{ label: <Trans>Total to pay</Trans>, value: money(booking.amount.amount) }}
        note={vat ? <Trans>The total includes VAT of {vatTotal}.</Trans> : undefined}
      />
    </Card>
  )
}
