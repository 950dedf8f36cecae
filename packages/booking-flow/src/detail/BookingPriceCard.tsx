import { Trans } from '@lingui/react/macro'
import type { PriceBreakdown } from '@rihla/api-contract/pricing'
import { useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Card } from '@rihla/ui-kit/card'
import { Link } from '@rihla/ui-kit/link'
import { PriceBreakdownSummary } from '../prices/PriceBreakdownSummary'
import * as frame from './bookingPage.css'

/** A booking page's price, and the way back to My Bookings. */
export function BookingPriceCard({ price }: { price: PriceBreakdown }) {
  const locale = useLocale()
  return (
    <Card as="section" aria-labelledby="booking-price" className={frame.aside}>
      <h2 id="booking-price" className={frame.cardTitle}>
        <Trans>Price summary</Trans>
      </h2>
      <PriceBreakdownSummary price={price} title={null} />
      <Link href={localePath('/bookings', locale)} appearance="secondary">
        <Trans>Go to My Bookings</Trans>
      </Link>
    </Card>
  )
}
