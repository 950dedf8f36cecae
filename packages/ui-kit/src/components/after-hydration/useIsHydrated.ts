import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => undefined

/**
 * False on the server and while this component hydrates (React reads the server snapshot then), true
 * from the render after: for what the server's HTML must offer differently until the browser's code
 * answers it, such as fields a visitor could type into before then.
 */
export function useIsHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
