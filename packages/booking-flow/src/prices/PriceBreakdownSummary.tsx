import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { PriceBreakdown } from '@rihla/api-contract/pricing'
import { useLocale } from '@rihla/core'
import { PriceSummary } from '@rihla/ui-kit/price-summary'
import type { ReactNode } from 'react'
import { formatPricePart, priceRows } from './priceRows'

export interface PriceBreakdownSummaryProps {
  price: PriceBreakdown
  /** Defaults to "Price summary"; null when the card around it already has the heading. */
  title?: ReactNode | null
  /** "Total to pay" before the booking is paid, "Total paid" afterwards; "Total" by default. */
  totalLabel?: ReactNode
  /** Under the total; by default the VAT the total includes, when there is any. */
  note?: ReactNode
  className?: string
}

/** A price part by part and its total, in the price's own currency (see `priceRows`). */
export function PriceBreakdownSummary({
  price,
  title,
  totalLabel,
  note,
  className,
}: PriceBreakdownSummaryProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const vat = formatPricePart(price, price.vat.amount, locale)
  return (
    <PriceSummary
      className={className}
      title={title === undefined ? <Trans>Price summary</Trans> : title}
      rows={priceRows(price, i18n, locale)}
      total={{
        label: totalLabel ?? <Trans>Total</Trans>,
        value: formatPricePart(price, price.total.amount, locale),
      }}
      note={note ?? (price.vat.amount > 0 ? <Trans>The total includes VAT of {vat}.</Trans> : undefined)}
    />
  )
}
