import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Itinerary } from '@rihla/api-contract/flights'
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual'
import type { Virtualizer } from '@tanstack/react-virtual'
import { memo, startTransition, useEffect, useRef, useState } from 'react'
import { ItineraryCard } from '../ItineraryCard/ItineraryCard'
import * as styles from './ResultList.css'
import { useDocumentOffset } from './useDocumentOffset'

/** A card's usual height before it is measured (about a phone's); each card is measured as it is. */
const ESTIMATED_ROW_HEIGHT = 200
/**
 * Rows rendered past each end of the screen: one with the first results, so the screenful in view
 * is all the first paint waits for, then, in a render React may interrupt, enough to scroll into.
 */
const FIRST_OVERSCAN = 1
const OVERSCAN = 6

/**
 * A row's height as its ResizeObserver reports it, after the browser has laid the page out. When a row
 * is mounted, the size measured before or the estimate stands in: reading its height there would lay
 * the whole page out inside React's commit, making it one long task with the rendering that follows.
 */
const measuredRow = (
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, HTMLLIElement>,
) =>
  entry
    ? measureElement(element, entry, instance)
    : (instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ??
      ESTIMATED_ROW_HEIGHT)

export interface ResultListProps {
  itineraries: Itinerary[]
  onOpenDetails: (itinerary: Itinerary) => void
  onOpenFares: (itinerary: Itinerary) => void
}

/**
 * The results, rendering only the rows near the viewport in the page's own scroll: a thousand results
 * cost a few dozen elements. Each row is measured, so a card that wraps on a narrow screen is never
 * clipped; the space of the rows not rendered is padding around those that are.
 */
export const ResultList = memo(function ResultList({
  itineraries,
  onOpenDetails,
  onOpenFares,
}: ResultListProps) {
  const { i18n } = useLingui()
  const listRef = useRef<HTMLUListElement>(null)
  const scrollMargin = useDocumentOffset(listRef)
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN)
  const hasRows = itineraries.length > 0
  useEffect(() => {
    if (hasRows) startTransition(() => setOverscan(OVERSCAN))
  }, [hasRows])
  const virtualizer = useWindowVirtualizer({
    count: itineraries.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan,
    scrollMargin,
    getItemKey: (index) => itineraries[index]?.id ?? index,
    measureElement: measuredRow,
  })
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]
  const last = rows.at(-1)
  const paddingBlockStart = first ? first.start - scrollMargin : 0
  const paddingBlockEnd = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0
  return (
    <ul
      ref={listRef}
      aria-label={i18n._(msg`Flights`)}
      className={styles.list}
      style={{ paddingBlockStart, paddingBlockEnd }}
    >
      {rows.map((row) => {
        const itinerary = itineraries[row.index]!
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.row}
            aria-setsize={itineraries.length}
            aria-posinset={row.index + 1}
          >
            <ItineraryCard itinerary={itinerary} onOpenDetails={onOpenDetails} onOpenFares={onOpenFares} />
          </li>
        )
      })}
    </ul>
  )
})
