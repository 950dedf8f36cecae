import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Itinerary } from '@rihla/api-contract/flights'
import { WindowList } from '@rihla/ui-kit/window-list'
import { memo, useCallback } from 'react'
import { ItineraryCard } from '../ItineraryCard/ItineraryCard'

/** A card's usual height before it is measured; cards that wrap on a phone are measured as they are. */
const ESTIMATED_ROW_HEIGHT = 180

export interface ResultListProps {
  itineraries: Itinerary[]
  onOpenDetails: (itinerary: Itinerary) => void
  onOpenFares: (itinerary: Itinerary) => void
}

const itineraryKey = (itinerary: Itinerary) => itinerary.id

/** The results, only the cards near the viewport in the page (WindowList). */
export const ResultList = memo(function ResultList({
  itineraries,
  onOpenDetails,
  onOpenFares,
}: ResultListProps) {
  const { i18n } = useLingui()
  const renderItem = useCallback(
    (itinerary: Itinerary) => (
      <ItineraryCard itinerary={itinerary} onOpenDetails={onOpenDetails} onOpenFares={onOpenFares} />
    ),
    [onOpenDetails, onOpenFares],
  )
  return (
    <WindowList
      items={itineraries}
      itemKey={itineraryKey}
      renderItem={renderItem}
      aria-label={i18n._(msg`Flights`)}
      estimatedItemHeight={ESTIMATED_ROW_HEIGHT}
    />
  )
})
