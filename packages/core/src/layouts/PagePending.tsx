import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import * as styles from './PagePending.css'

/** What a page shows while its data loads after a navigation: the shape of a page, announced once. */
export function PagePending() {
  const { i18n } = useLingui()
  return (
    <div className={styles.pending} role="status" aria-label={i18n._(msg`Loading the page`)}>
      <Skeleton shape="text" width="60%" height="2.25rem" />
      <Skeleton lines={4} />
      <Skeleton shape="rect" height="12rem" />
    </div>
  )
}
