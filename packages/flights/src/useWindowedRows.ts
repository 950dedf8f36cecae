import { useEffect, useState } from 'react'
import type { RefObject } from 'react'

/**
 * A list that renders only the rows near the viewport: fixed-height rows in the page's own scroll, so
 * a thousand results cost a few dozen elements. Returns the rows to render and the space around them.
 */
export function useWindowedRows(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 6,
) {
  const [range, setRange] = useState({ start: 0, end: Math.min(count, 12) })

  useEffect(() => {
    const update = () => {
      const list = listRef.current
      if (!list) return
      const top = list.getBoundingClientRect().top
      const start = Math.max(0, Math.floor(-top / rowHeight) - overscan)
      const end = Math.min(count, Math.ceil((window.innerHeight - top) / rowHeight) + overscan)
      setRange((current) =>
        current.start === start && current.end === end ? current : { start, end: Math.max(start, end) },
      )
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [listRef, count, rowHeight, overscan])

  return {
    start: range.start,
    end: range.end,
    paddingBlockStart: range.start * rowHeight,
    paddingBlockEnd: Math.max(0, count - range.end) * rowHeight,
  }
}
