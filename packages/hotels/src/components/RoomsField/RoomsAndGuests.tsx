import { Plural, Trans } from '@lingui/react/macro'
import { guestCount } from '../../formValues'

/** "2 rooms, 3 guests": a search's rooms and everyone staying in them. */
export function RoomsAndGuests({
  rooms,
}: {
  rooms: readonly { adults: number; childAges: readonly unknown[] }[]
}) {
  const guests = guestCount(rooms)
  const count = rooms.length
  return (
    <Trans>
      <Plural value={count} one="# room" other="# rooms" />,{' '}
      <Plural value={guests} one="# guest" other="# guests" />
    </Trans>
  )
}
