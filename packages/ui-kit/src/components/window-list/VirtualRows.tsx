import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import * as styles from './WindowList.css.ts'
import type { WindowListProps } from './WindowList.tsx'
import { useDocumentOffset } from './useDocumentOffset.ts'

/**
 * The rows near the viewport, in the page's own scroll: a thousand items cost a few dozen elements. Each
 * row is measured, so an item that wraps on a narrow screen is never clipped; the space of the rows not
 * rendered is padding around those that are. Only the browser renders it (see WindowList).
 */
export function VirtualRows<Item>({
  items,
  itemKey,
  renderItem,
  'aria-label': ariaLabel,
  estimatedItemHeight,
}: WindowListProps<Item>) {
  const listRef = useRef<HTMLUListElement>(null)
  const scrollMargin = useDocumentOffset(listRef)
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedItemHeight,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => (items[index] === undefined ? index : itemKey(items[index])),
    // The window's size from the first render, so it shows rows before the first measurement.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  })
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]
  const last = rows.at(-1)
  const paddingBlockStart = first ? first.start - scrollMargin : 0
  const paddingBlockEnd = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0
  return (
    <ul
      ref={listRef}
      aria-label={ariaLabel}
      className={styles.list}
      style={{ paddingBlockStart, paddingBlockEnd }}
    >
      {rows.map((row) => (
        <li
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={styles.row}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
        >
          {renderItem(items[row.index]!)}
        </li>
      ))}
    </ul>
  )
}
