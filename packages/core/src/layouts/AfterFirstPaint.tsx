import type { ReactNode } from 'react'
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

/**
 * Renders its children in a transition just after the page's first commit. The router renders a page
 * in one uninterruptible pass; what lies below the first screen joins in slices React can pause, so
 * the main thread stays free for input while it arrives. A page rendered on the server has it all
 * (crawlers and visitors without scripts read it), and hydrates with it.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode
  fallback?: ReactNode
}) {
  // True on the server and while hydrating (React reads the server snapshot then), and kept: the
  // page the server sent already has it all.
  const isServerPage = useSyncExternalStore(subscribeToNothing, isBrowserRender, isServerRender)
  const [isReady, setReady] = useState(isServerPage)
  useEffect(() => {
    startTransition(() => setReady(true))
  }, [])
  return isReady ? children : fallback
}

const subscribeToNothing = () => () => undefined
const isBrowserRender = () => false
const isServerRender = () => true
