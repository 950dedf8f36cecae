import { Plural } from '@lingui/react/macro'
import type { RoomTypeOffer } from '@rihla/api-contract/hotels'

/** Who a room sleeps: "Sleeps 2 adults and 1 child". */
export function RoomOccupancy({ room }: { room: Pick<RoomTypeOffer, 'maxAdults' | 'maxChildren'> }) {
  return (
    <>
      <Plural value={room.maxAdults} one="Sleeps # adult" other="Sleeps # adults" />
      {room.maxChildren > 0 ? (
        <>
          {' '}
          <Plural value={room.maxChildren} one="and # child" other="and # children" />
        </>
      ) : null}
    </>
  )
}
