import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { ErrorState } from '@rihla/ui-kit/error-state'
import type { ReactNode } from 'react'
import { useId } from 'react'
import * as styles from '../FlightAddons.css'

export function AddonSection({
  title,
  action,
  children,
}: {
  title: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Card as="section" padding="md" aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  )
}

/** A section's option list failed: say so, and offer to load it again. */
export function OptionsError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { i18n } = useLingui()
  return (
    <ErrorState
      headingLevel={3}
      role="alert"
      illustration={null}
      title={title}
      description={i18n._(msg`Please try again.`)}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  )
}
