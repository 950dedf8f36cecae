import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Countdown } from '@rihla/ui-kit/countdown'
import Clock from 'lucide-react/icons/clock'
import * as styles from './BookingSummary.css'

/**
 * "Expires in mm:ss" while the booking can still be paid. The timer is read when reached, not every
 * second; it is announced politely at 5 minutes, 1 minute and 10 seconds left.
 */
export function ExpiryCountdown({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const { i18n } = useLingui()
  return (
    <p className={styles.expiry}>
      <Clock size={18} aria-hidden />
      <Trans>Expires in</Trans>{' '}
      <Countdown
        to={new Date(expiresAt)}
        aria-label={i18n._(msg`Payment expires in`)}
        announceAt={[300, 60, 10]}
        className={styles.timer}
        onComplete={onExpire}
      />
    </p>
  )
}
