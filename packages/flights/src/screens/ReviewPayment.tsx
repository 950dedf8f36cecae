import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { bookingPageStyles as frame } from '@rihla/booking-flow/detail'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import type { PriceBreakdownSummaryProps } from '@rihla/booking-flow/prices'
import { useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Link } from '@rihla/ui-kit/link'
import * as styles from './ReviewBooking.css'

export interface ReviewPaymentProps {
  price: PriceBreakdownSummaryProps['price']
  /** From the reservation until the payment page takes over. */
  isBooking: boolean
  /** Booking needs a signed-in traveller's token. */
  canBook: boolean
  onConfirm: () => void
}

/** The review step's price summary, the terms and the button that books and goes to payment. */
export function ReviewPayment({ price, isBooking, canBook, onConfirm }: ReviewPaymentProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <Card as="section" aria-labelledby="review-pay" className={frame.aside}>
      <h2 id="review-pay" className={frame.cardTitle}>
        <Trans>Price summary</Trans>
      </h2>
      <PriceBreakdownSummary price={price} title={null} totalLabel={<Trans>Total to pay</Trans>} />
      <p className={styles.terms}>
        <Trans>
          By continuing you agree to the{' '}
          <Link href={localePath('/terms-conditions', locale)}>Terms and conditions</Link> and the{' '}
          <Link href={localePath('/privacy-policy', locale)}>Privacy policy</Link>, and to the fare’s change
          and refund rules.
        </Trans>
      </p>
      <Button
        variant="primary"
        size="lg"
        isFullWidth
        className={styles.payButton}
        isPending={isBooking}
        isDisabled={!canBook}
        pendingLabel={i18n._(msg`Booking your trip`)}
        onPress={onConfirm}
      >
        <Trans>Confirm and continue to payment</Trans>
      </Button>
    </Card>
  )
}
