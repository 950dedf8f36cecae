import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual'
import type { Virtualizer } from '@tanstack/react-virtual'
import { startTransition, useEffect, useRef, useState } from 'react'
import * as styles from './WindowList.css.ts'
import type { WindowListProps } from './WindowList.tsx'
import { useDocumentOffset } from './useDocumentOffset.ts'

/**
 * Rows rendered past each end of the screen: one at first, so the screenful in view is all the first
 * paint of the rows waits for, then, in a render React may interrupt, enough to scroll into.
 */
const FIRST_OVERSCAN = 1
const OVERSCAN = 6

/**
 * A row's height as its ResizeObserver reports it, after the browser has laid the page out. When a row
 * is mounted, the size measured before or the estimate stands in: reading its height there would lay
 * the whole page out inside React's commit, making it one long task with the rendering that follows.
 */
const measuredRow =
  (estimatedItemHeight: number) =>
  (
    element: HTMLLIElement,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<Window, HTMLLIElement>,
  ) =>
    entry
      ? measureElement(element, entry, instance)
      : (instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ??
        estimatedItemHeight)

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
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN)
  const hasRows = items.length > 0
  useEffect(() => {
    if (hasRows) startTransition(() => setOverscan(OVERSCAN))
  }, [hasRows])
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedItemHeight,
    overscan,
    measureElement: measuredRow(estimatedItemHeight),
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
