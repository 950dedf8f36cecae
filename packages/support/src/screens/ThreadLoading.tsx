import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Skeleton } from '@rihla/ui-kit/skeleton'

/** A request's conversation while it loads, at the traveller's page and at the desk. */
export function ThreadLoading() {
  const { i18n } = useLingui()
  return (
    <div role="status" aria-label={i18n._(msg`Loading the conversation`)}>
      <Skeleton lines={8} />
    </div>
  )
}
