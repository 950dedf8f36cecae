import { memo, useEffect, useState } from 'react'
import type { Key, ReactNode } from 'react'
import * as styles from './WindowList.css.ts'
import type { VirtualRows as VirtualRowsType } from './VirtualRows.tsx'

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
  /** How many rows the server's page and the first render show, before the rows follow the scroll. */
  firstRows?: number
}

type VirtualRowsComponent = typeof VirtualRowsType
let loadedRows: VirtualRowsComponent | null = null

/**
 * The page's list of results, rendering only the rows near the viewport in the page's own scroll: a
 * thousand items cost a few dozen elements. The server's page and the render that hydrates it show the
 * first rows as a plain list; the scrolling rows' code (TanStack Virtual) loads after that render, so a
 * results page's first render does not wait for it.
 */
function WindowListBase<Item>(props: WindowListProps<Item>) {
  const { items, itemKey, renderItem, 'aria-label': ariaLabel, firstRows = 8 } = props
  const [VirtualRows, setVirtualRows] = useState<VirtualRowsComponent | null>(() => loadedRows)
  useEffect(() => {
    if (VirtualRows) return
    let mounted = true
    void import('./VirtualRows.tsx').then((module) => {
      loadedRows = module.VirtualRows
      if (mounted) setVirtualRows(() => module.VirtualRows)
    })
    return () => {
      mounted = false
    }
  }, [VirtualRows])
  if (VirtualRows) return <VirtualRows {...props} />
  return (
    <ul aria-label={ariaLabel} className={styles.list}>
      {items.slice(0, firstRows).map((item, index) => (
        <li key={itemKey(item)} className={styles.row} aria-setsize={items.length} aria-posinset={index + 1}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  )
}

export const WindowList = memo(WindowListBase) as typeof WindowListBase
