import { useRouter } from '@tanstack/react-router'

/**
 * "Try again" in a route's error component: clear the error boundary, then run the route's loader
 * again, so the screen suspends on fresh data instead of the failed query.
 */
export function useRouteRetry(reset: () => void) {
  const router = useRouter()
  return () => {
    reset()
    void router.invalidate()
  }
}
