import { useEffect, useRef, useState } from 'react'

/**
 * Whether a scrolling element's content is taller than the element: it then has to take keyboard focus, or
 * a keyboard cannot scroll to a part with nothing to focus in it (WCAG 2.1.1; axe's
 * scrollable-region-focusable). `content` is the element's only child, which grows with what it holds.
 */
export function useOverflows<Outer extends HTMLElement, Inner extends HTMLElement>() {
  const outer = useRef<Outer>(null)
  const content = useRef<Inner>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = outer.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (content.current) observer.observe(content.current)
    return () => observer.disconnect()
  }, [])
  return { outer, content, overflows }
}
