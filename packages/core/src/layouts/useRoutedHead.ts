import { startTransition, useEffect, useLayoutEffect, useState } from 'react'
import type { LayoutName } from '../routing/staticData'
import { inheritedHeadNodes } from './bootOverlay'

/**
 * Whether the router's head (HeadContent) is rendered. The server writes the head into the page it
 * sends; in the browser the router keeps it current from the first render after hydration on (in a
 * transition), in place of the nodes the page came with, which go once the router's head is in.
 */
export function useRoutedHead(layout: LayoutName | 'starting') {
  const [inheritedHead, setInheritedHead] = useState<ChildNode[] | null>(null)
  const routed = inheritedHead !== null
  useEffect(() => {
    if (layout === 'starting' || routed) return
    const nodes = inheritedHeadNodes()
    startTransition(() => setInheritedHead(nodes))
  }, [layout, routed])
  // In the commit that puts the router's head in, so the page never carries both (two canonical links,
  // two of each og tag) for a moment.
  useLayoutEffect(() => {
    for (const node of inheritedHead ?? []) node.remove()
  }, [inheritedHead])
  return routed
}
