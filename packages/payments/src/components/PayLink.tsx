import { Trans } from '@lingui/react/macro'
import type { BookingType } from '@rihla/api-contract/bookings'
import { useCatalog, useLocale } from '@rihla/core'
import { Link } from '@rihla/ui-kit/link'
import type { LinkProps } from '@rihla/ui-kit/link'
import type { ReactNode } from 'react'
import { paymentsCatalog } from '../catalog'
import { paymentHref } from '../paymentHref'

export interface PayLinkProps extends Omit<LinkProps, 'href' | 'children'> {
  booking: { type: BookingType; uuid: string }
  /** Defaults to "Continue to payment". */
  children?: ReactNode
}

/**
 * The way from a vertical's review step into the payment flow: a button-styled link to the booking's
 * payment screen, in the page's language.
 */
export function PayLink({ booking, children, appearance = 'primary', size = 'lg', ...props }: PayLinkProps) {
  useCatalog(paymentsCatalog)
  const locale = useLocale()
  return (
    <Link
      href={paymentHref(booking.type, booking.uuid, locale)}
      appearance={appearance}
      size={size}
      {...props}
    >
      {children ?? <Trans>Continue to payment</Trans>}
    </Link>
  )
}
