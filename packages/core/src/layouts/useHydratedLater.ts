import { startTransition, useEffect, useState } from 'react'

// Once the app has hydrated, a part mounted later (a new layout's user menu) starts as hydrated.
let hydrationDone = false

/**
 * False on the server and while the page hydrates, then true. Unlike the router's `useHydrated` (an
 * external store, whose change React applies in one synchronous pass), it turns true in a transition,
 * so what switches over after hydration (the user's menu) renders in slices React can pause for input.
 */
export function useHydratedLater() {
  const [hydrated, setHydrated] = useState(hydrationDone)
  useEffect(() => {
    if (hydrated) return
    startTransition(() => {
      hydrationDone = true
      setHydrated(true)
    })
  }, [hydrated])
  return hydrated
}
