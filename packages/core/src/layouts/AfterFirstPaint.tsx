import type { ReactNode } from 'react'
import { startTransition, useEffect, useState } from 'react'

/**
 * Renders its children in a transition just after the page's first commit. The router renders a page
 * in one uninterruptible pass; what lies below the first screen joins in slices React can pause, so
 * the main thread stays free for input while it arrives.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode
  fallback?: ReactNode
}) {
  const [isReady, setReady] = useState(false)
  useEffect(() => {
    startTransition(() => setReady(true))
  }, [])
  return isReady ? children : fallback
}
