import { StatePanel } from '../empty-state/EmptyState.tsx'
import type { StatePanelProps } from '../empty-state/EmptyState.tsx'
import type { IllustrationName } from '../illustration/Illustration.tsx'
import * as styles from './ErrorState.css.ts'

/** The error page's artwork for a status: 404 not found, 500 server error, anything else generic. */
export function illustrationForStatus(status: number | undefined): IllustrationName {
  if (status === 404) return 'not-found'
  if (status === 500) return 'server-error'
  return 'generic-error'
}

export interface ErrorStateProps extends Omit<StatePanelProps, 'eyebrow'> {
  /** HTTP-like status; picks the artwork unless `illustration` is given, and is shown above the title. */
  status?: number
}

/** A failure with a way out: error pages, failed loads, payment options unavailable. */
export function ErrorState({ status, illustration, ...props }: ErrorStateProps) {
  return (
    <StatePanel
      illustration={illustration ?? illustrationForStatus(status)}
      eyebrow={status === undefined ? undefined : <span className={styles.status}>{status}</span>}
      {...props}
    />
  )
}
