import { useLayoutEffect, useState } from 'react'
import type { RefObject } from 'react'

/**
 * How far down the document an element starts, kept current as the content above it changes size
 * (the progress bar going, the fare strip arriving): the window virtualizer counts rows from there.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current
      if (element) setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref])
  return offset
}
