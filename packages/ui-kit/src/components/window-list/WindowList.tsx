import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { memo, useRef } from 'react'
import type { Key, ReactNode } from 'react'
import * as styles from './WindowList.css.ts'
import { useDocumentOffset } from './useDocumentOffset.ts'

export interface WindowListProps<Item> {
  items: readonly Item[]
  /** A stable key per item, so a row keeps its measured height when the list is filtered or sorted. */
  itemKey: (item: Item) => Key
  /** One row's content; memoise it, and keep this function stable, so rows re-render only when they change. */
  renderItem: (item: Item) => ReactNode
  /** The list's accessible name. */
  'aria-label': string
  /** An item's usual height before it is measured; items that wrap on a phone are measured as they are. */
  estimatedItemHeight: number
}

/**
 * The page's list of results, rendering only the rows near the viewport in the page's own scroll: a
 * thousand items cost a few dozen elements. Each row is measured, so an item that wraps on a narrow
 * screen is never clipped; the space of the rows not rendered is padding around those that are.
 * The server and the hydrating browser render the same first rows (a fixed first window at the top).
 */
function WindowListBase<Item>({
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
    initialRect: FIRST_WINDOW,
    initialOffset: 0,
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

/** The window the first render assumes, in the server and while the browser hydrates: a phone's or laptop's first screen. */
const FIRST_WINDOW = { width: 0, height: 1000 }

export const WindowList = memo(WindowListBase) as typeof WindowListBase
