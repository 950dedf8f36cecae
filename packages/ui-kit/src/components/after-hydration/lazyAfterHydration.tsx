import { Suspense, lazy, useEffect, useRef } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { holdInputUntilHydrated } from './pendingInput'

/**
 * A component whose code loads only once the page around it is on screen: the server renders it in
 * full, and in the browser its server HTML stays in place (a Suspense boundary React keeps dehydrated)
 * while the page hydrates without it; its import starts after that first commit and React hydrates it
 * when the code arrives. A page uses it for what it can show before it answers input, such as a search
 * form, so the code before its first render stays small. What a visitor does meanwhile is kept
 * (holdInputUntilHydrated) and replayed once it has hydrated.
 *
 * Give it no props that change between renders: a boundary still waiting for its code that receives an
 * update drops the server's HTML for the fallback.
 */
export function lazyAfterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  let open: () => void = () => undefined
  const firstCommit = new Promise<void>((resolve) => {
    open = resolve
  })
  let onHydrated: () => void = () => undefined
  let shown = false
  // On the server nothing waits: the component renders into the HTML the page is sent with.
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined') await firstCommit
    const Component = await load()
    function Hydrated(props: Props) {
      // Effects run children first: the component's own are in place when the held input comes back.
      useEffect(() => {
        shown = true
        onHydrated()
        return () => {
          shown = false
        }
      }, [])
      return <Component {...props} />
    }
    return { default: Hydrated }
  })
  function AfterHydration(props: Props) {
    const region = useRef<HTMLDivElement>(null)
    // Runs once the page around the boundary has committed (hydrated, or rendered on a navigation).
    useEffect(() => {
      open()
      // Its code was here already (a later visit): it rendered with the page, nothing to hold.
      if (shown) return
      const hold = holdInputUntilHydrated(region.current!)
      onHydrated = hold.hydrated
      return hold.release
    }, [])
    return (
      <div ref={region} style={{ display: 'contents' }}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </div>
    )
  }
  return AfterHydration
}
