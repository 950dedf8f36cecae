import { breakpoints } from '../../theme/breakpoints.ts'
import type { Breakpoint } from '../../theme/breakpoints.ts'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether the screen is at least as wide as a breakpoint, kept current as it resizes. For parts that
 * one width hides with CSS anyway and that cost rendering (the filters panel on a phone). False on the
 * server and while hydrating, so the server's HTML and the first render agree.
 */
export function useMinWidth(breakpoint: Breakpoint) {
  const query = `(min-width: ${breakpoints[breakpoint]}px)`
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
