import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import * as styles from './SectionStates.css'

export function CardsLoading({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div className={styles.grid} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton shape="rect" height="10rem" />
          <Skeleton lines={3} />
        </div>
      ))}
    </div>
  )
}

export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui()
  return (
    <ErrorState
      headingLevel={3}
      title={i18n._(msg`This section did not load`)}
      description={i18n._(msg`Check your connection and try again.`)}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          {i18n._(msg`Try again`)}
        </Button>
      }
    />
  )
}

export function SectionEmpty({ title, description }: { title: string; description: string }) {
  return <EmptyState headingLevel={3} title={title} description={description} />
}
