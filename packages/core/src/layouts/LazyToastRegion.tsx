import type { RihlaToastQueue } from '@rihla/ui-kit/toast'
import { Suspense, lazy, useSyncExternalStore } from 'react'

const ToastRegion = lazy(() =>
  import('@rihla/ui-kit/toast').then((module) => ({ default: module.ToastRegion })),
)

/** The toast region, loaded with the first toast: most page views never show one. */
export function LazyToastRegion({
  queue,
  closeLabel,
  label,
}: {
  queue: RihlaToastQueue
  closeLabel: string
  label: string
}) {
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    // A page is rendered on the server before any toast.
    () => false,
  )
  if (!hasToasts) return null
  return (
    <Suspense>
      <ToastRegion queue={queue} closeLabel={closeLabel} aria-label={label} />
    </Suspense>
  )
}
