import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { PriceBreakdown } from '@rihla/api-contract/pricing'
import { useLocale } from '@rihla/core'
import { formatMoney } from '@rihla/i18n'
import { PriceSummary as PriceList } from '@rihla/ui-kit/price-summary'
import type { PriceRow } from '@rihla/ui-kit/price-summary'
import type { ReactNode } from 'react'

export interface PriceSummaryProps {
  price: PriceBreakdown
  /** Defaults to "Price summary"; null when the card around it already has the heading. */
  title?: ReactNode | null
  /** "Total to pay" before the booking is paid, "Total" afterwards. */
  totalLabel?: ReactNode
  className?: string
}

/**
 * A flight's price part by part (SPEC.md §3): base fare, taxes, VAT, fees, surcharge, service charges,
 * add-ons and any discount, then the total. Amounts stay in the price's own currency, the one the
 * booking is charged in, so the parts always add up to the total shown.
 */
export function PriceSummary({ price, title, totalLabel, className }: PriceSummaryProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = (amount: number) => formatMoney({ amount, currency: price.total.currency }, locale)
  const rows: PriceRow[] = [
    { id: 'base-fare', label: i18n._(msg`Base fare`), value: money(price.baseFare.amount) },
    { id: 'tax', label: i18n._(msg`Taxes`), value: money(price.tax.amount) },
    { id: 'vat', label: i18n._(msg`VAT (15%)`), value: money(price.vat.amount) },
    { id: 'fees', label: i18n._(msg`Fees`), value: money(price.fees.amount) },
    { id: 'surcharge', label: i18n._(msg`Surcharge`), value: money(price.surcharge.amount) },
    { id: 'service-charges', label: i18n._(msg`Service charges`), value: money(price.serviceCharges.amount) },
    { id: 'addons', label: i18n._(msg`Add-ons`), value: money(price.addons.amount) },
  ]
  if (price.discount.amount > 0) {
    rows.push(
      {
        id: 'before-discount',
        label: i18n._(msg`Price before discount`),
        value: money(price.total.amount + price.discount.amount),
        kind: 'struck',
      },
      {
        id: 'discount',
        label: i18n._(msg`Discount`),
        value: `−${money(price.discount.amount)}`,
        kind: 'discount',
      },
    )
  }
  const vat = money(price.vat.amount)
  return (
    <PriceList
      className={className}
      title={title === undefined ? <Trans>Price summary</Trans> : title}
      rows={rows}
      total={{ label: totalLabel ?? <Trans>Total</Trans>, value: money(price.total.amount) }}
      note={<Trans>The total includes VAT of {vat}.</Trans>}
    />
  )
}
