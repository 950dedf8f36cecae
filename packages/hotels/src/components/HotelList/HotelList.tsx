import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { HotelOffer } from '@rihla/api-contract/hotels'
import { WindowList } from '@rihla/ui-kit/window-list'
import { memo, useCallback } from 'react'
import { HotelCard } from '../HotelCard/HotelCard'

/** A card's usual height before it is measured (a phone's card, photo above, is taller and measured). */
const ESTIMATED_CARD_HEIGHT = 220

const offerKey = (offer: HotelOffer) => offer.id

export interface HotelListProps {
  offers: readonly HotelOffer[]
  /** The search session the cards' links open the detail of. */
  refId: string
}

/** The results' hotels, only the cards near the viewport in the page (WindowList): 500 hotels stay smooth. */
export const HotelList = memo(function HotelList({ offers, refId }: HotelListProps) {
  const { i18n } = useLingui()
  const renderItem = useCallback((offer: HotelOffer) => <HotelCard offer={offer} refId={refId} />, [refId])
  return (
    <WindowList
      items={offers}
      itemKey={offerKey}
      renderItem={renderItem}
      aria-label={i18n._(msg`Hotels`)}
      estimatedItemHeight={ESTIMATED_CARD_HEIGHT}
    />
  )
})
