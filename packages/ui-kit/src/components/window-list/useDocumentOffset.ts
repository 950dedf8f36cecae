import { useLayoutEffect, useState } from 'react'
import type { RefObject } from 'react'

/**
 * How far down the document an element starts, kept current as the content above it changes size
 * (the fare strip arriving, text wrapping on a turned phone): the window virtualizer counts rows from
 * there. Read when the browser reports the page's size, just after it has laid the page out, never in
 * React's commit, where it would lay the page out once more before the browser does.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current
      if (element) setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY))
    }
    if (typeof ResizeObserver === 'undefined') {
      measure()
      return
    }
    // The first report comes with the first layout after observing.
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref])
  return offset
}
