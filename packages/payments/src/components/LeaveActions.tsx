import { Trans } from '@lingui/react/macro'
import { useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { Link } from '@rihla/ui-kit/link'

/** The way out of a payment page that cannot take a payment. */
export function LeaveActions({ onRetry }: { onRetry?: () => void }) {
  const locale = useLocale()
  return (
    <>
      {onRetry ? (
        <Button variant="primary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
      <Link href={localePath('/bookings', locale)} appearance="secondary">
        <Trans>Go to My Bookings</Trans>
      </Link>
      <Link href={localePath('/', locale)} appearance="ghost">
        <Trans>Go home</Trans>
      </Link>
    </>
  )
}
