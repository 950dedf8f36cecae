import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { RoomRate, RoomTypeOffer } from '@rihla/api-contract/hotels'
import { modalAtom, useLocale, useMoney } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { Checkbox } from '@rihla/ui-kit/checkbox'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useSetAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { BED_LABELS, BOARD_LABELS } from '../../labels'
import { anyRoom, filterRooms, roomFacets } from '../../roomFilter'
import type { RoomFilter } from '../../roomFilter'
import { RoomDetailDialog } from '../RoomDetailDialog/RoomDetailDialog'
import { RoomOccupancy } from '../RoomOccupancy/RoomOccupancy'
import * as styles from './RoomOffers.css'

const ANY = 'any'

/** One rate plan: its board, its cancellation terms in plain words and its price for the stay. */
function Rate({
  rate,
  nights,
  choice,
  soldOut,
}: {
  rate: RoomRate
  nights: number
  choice: RateChoice
  soldOut: boolean
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const deadline = rate.freeCancellationUntil
    ? formatDate(rate.freeCancellationUntil, locale, { dateStyle: 'medium', timeStyle: 'short' })
    : null
  const fee = money(rate.cancellationFee)
  return (
    <li className={styles.rate}>
      <div className={styles.terms}>
        <strong>{i18n._(BOARD_LABELS[rate.board])}</strong>
        {deadline ? (
          <>
            <Badge tone="success">
              <Trans>Free cancellation until {deadline}</Trans>
            </Badge>
            <span className={styles.muted}>
              <Trans>After that, cancelling costs {fee}.</Trans>
            </span>
          </>
        ) : (
          <span className={styles.muted}>
            <Trans>Non-refundable: cancelling costs the whole stay.</Trans>
          </span>
        )}
      </div>
      <div className={styles.price}>
        <strong>{money(rate.price.total)}</strong>
        <span className={styles.muted}>
          <Plural
            value={nights}
            one="per room for # night, taxes included"
            other="per room for # nights, taxes included"
          />
        </span>
        <Button
          variant="primary"
          size="sm"
          isPending={choice.pending === rate.id}
          isDisabled={soldOut || choice.pending !== null}
          onPress={() => choice.onChoose(rate.id)}
        >
          <Trans>Select</Trans>
        </Button>
      </div>
    </li>
  )
}

/** One room type (a heading of the tab panel, under the hotel's name): its bed, size and occupancy, how many are left, and its rates. */
function Room({
  room,
  nights,
  choice,
  onDetails,
}: {
  room: RoomTypeOffer
  nights: number
  choice: RateChoice
  onDetails: () => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const size = formatNumber(room.sizeSqm, locale)
  // Others hold or have booked every room of this type for some night of the stay.
  const soldOut = room.roomsLeft === 0
  return (
    <article className={styles.room} aria-labelledby={`room-${room.id}`}>
      <header className={styles.roomHeader}>
        <h2 id={`room-${room.id}`} className={styles.roomName}>
          {room.name}
        </h2>
        <p className={styles.facts}>
          <span>{i18n._(BED_LABELS[room.bedType])}</span>
          <span>
            <Trans>{size} m²</Trans>
          </span>
          <span>
            <RoomOccupancy room={room} />
          </span>
        </p>
        {soldOut ? (
          <Badge tone="neutral">
            <Trans>No rooms left for these dates</Trans>
          </Badge>
        ) : room.roomsLeft <= 3 ? (
          <Badge tone="warning">
            <Plural value={room.roomsLeft} one="Only # room left" other="Only # rooms left" />
          </Badge>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={i18n._(msg`Room details: ${room.name}`)}
          onPress={onDetails}
        >
          <Trans>Room details</Trans>
        </Button>
      </header>
      <ul className={styles.rates}>
        {room.rates.map((rate) => (
          <Rate key={rate.id} rate={rate} nights={nights} choice={choice} soldOut={soldOut} />
        ))}
      </ul>
    </article>
  )
}

/** Choosing a rate: the rate being quoted, if any, and what choosing one does. */
export interface RateChoice {
  pending: string | null
  onChoose: (rateId: string) => void
}

/** The hotel's room types and rates for the stay, with the room filter (board, refundable, bed type). */
export function RoomOffers({
  rooms,
  nights,
  choice,
}: {
  rooms: readonly RoomTypeOffer[]
  nights: number
  choice: RateChoice
}) {
  const { i18n } = useLingui()
  const [filter, setFilter] = useState<RoomFilter>(anyRoom)
  const [detailed, setDetailed] = useState<RoomTypeOffer | null>(null)
  const openRoomDetail = useSetAtom(modalAtom('roomDetail'))
  const showDetails = (room: RoomTypeOffer) => {
    setDetailed(room)
    openRoomDetail(true)
  }
  const facets = useMemo(() => roomFacets(rooms), [rooms])
  const shown = useMemo(() => filterRooms(rooms, filter), [rooms, filter])
  const set = (patch: Partial<RoomFilter>) => setFilter((current) => ({ ...current, ...patch }))
  const boards = [
    { id: ANY, name: i18n._(msg`Any meals`) },
    ...facets.boards.map((board) => ({ id: board, name: i18n._(BOARD_LABELS[board]) })),
  ]
  const beds = [
    { id: ANY, name: i18n._(msg`Any bed`) },
    ...facets.bedTypes.map((bed) => ({ id: bed, name: i18n._(BED_LABELS[bed]) })),
  ]
  const reset = (
    <Button variant="secondary" onPress={() => setFilter(anyRoom())}>
      <Trans>Reset Filters</Trans>
    </Button>
  )

  if (rooms.length === 0)
    return (
      <EmptyState
        title={<Trans>No Availability Found</Trans>}
        description={<Trans>Choose another option</Trans>}
      />
    )
  return (
    <div className={styles.offers}>
      <div className={styles.filter} role="group" aria-label={i18n._(msg`Filter rooms`)}>
        <Select
          label={i18n._(msg`Meals`)}
          selectedKey={filter.board ?? ANY}
          onSelectionChange={(key) => set({ board: key === ANY ? null : (key as RoomFilter['board']) })}
          items={boards}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label={i18n._(msg`Bed type`)}
          selectedKey={filter.bedType ?? ANY}
          onSelectionChange={(key) => set({ bedType: key === ANY ? null : (key as RoomFilter['bedType']) })}
          items={beds}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Checkbox isSelected={filter.refundableOnly} onChange={(refundableOnly) => set({ refundableOnly })}>
          <Trans>Free cancellation</Trans>
        </Checkbox>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={<Trans>No rooms match these filters</Trans>} actions={reset} />
      ) : (
        shown.map((room) => (
          <Room
            key={room.id}
            room={room}
            nights={nights}
            choice={choice}
            onDetails={() => showDetails(room)}
          />
        ))
      )}
      <RoomDetailDialog room={detailed} choice={choice} />
    </div>
  )
}
