import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Segment } from '@rihla/api-contract/flights'
import type { Quote, SeatSelection } from '@rihla/api-contract/flight-booking'
import { isApiError } from '@rihla/api-clients'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Modal } from '@rihla/ui-kit/modal'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { Spinner } from '@rihla/ui-kit/spinner'
import { Tab, TabList, TabPanel, Tabs } from '@rihla/ui-kit/tabs'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { seatRefusal, seatedTravellers } from '../../addons'
import type { Seat, Traveller } from '../../addons'
import { flightsQueries } from '../../queries'
import type { AddonLabels } from '../addonLabels'
import { FlightSeatMap } from './FlightSeatMap'
import * as styles from './SeatDialog.css'
import { useSeatHold } from './useSeatHold'
import { isSessionExpired } from '@rihla/booking-flow/session'

interface SeatDialogProps {
  refId: string
  quote: Quote
  /** The seats the session holds, from the server. */
  seats: SeatSelection[]
  travellers: Traveller[]
  labels: AddonLabels
  onExpired: () => void
}

type Notice = { tone: 'done' | 'problem'; text: string }

/** The `seatSelection` modal: a seat map per flight, choosing for one traveller at a time. */
export function SeatDialog({ refId, quote, seats, travellers, labels, onExpired }: SeatDialogProps) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom('seatSelection'))
  const segments = quote.itinerary.legs.flatMap((leg) => leg.segments)
  const panel = (segment: Segment) => (
    <SegmentSeats
      refId={refId}
      segment={segment}
      seats={seats}
      travellers={travellers}
      labels={labels}
      onExpired={onExpired}
    />
  )
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={i18n._(msg`Choose your seats`)}
      closeLabel={i18n._(msg`Close`)}
      size="lg"
      footer={(close) => (
        <Button variant="primary" onPress={close}>
          <Trans>Done</Trans>
        </Button>
      )}
    >
      {segments.length > 1 ? (
        <Tabs>
          <TabList aria-label={i18n._(msg`Flights`)}>
            {segments.map((segment) => (
              <Tab key={segment.id} id={segment.id}>
                <span dir="ltr">{labels.segment(segment)}</span>
              </Tab>
            ))}
          </TabList>
          {segments.map((segment) => (
            <TabPanel key={segment.id} id={segment.id}>
              {panel(segment)}
            </TabPanel>
          ))}
        </Tabs>
      ) : segments[0] ? (
        panel(segments[0])
      ) : null}
    </Modal>
  )
}

interface SegmentSeatsProps extends Omit<SeatDialogProps, 'quote'> {
  segment: Segment
}

function SegmentSeats({ refId, segment, seats, travellers, labels, onExpired }: SegmentSeatsProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const seated = seatedTravellers(travellers)
  const held = seats.filter((selection) => selection.segment === segment.id)
  const [choosing, setChoosing] = useState(seated[0]?.index ?? 0)
  const [notice, setNotice] = useState<Notice | null>(null)
  const seatmap = useQuery(flightsQueries.seatmap(api, locale, refId, segment.id))
  const hold = useSeatHold(refId)
  const traveller = seated.find((candidate) => candidate.index === choosing) ?? seated[0]
  const holdingSeat = hold.isPending ? hold.variables.seat : null

  const expired = isSessionExpired(seatmap.error)
  useEffect(() => {
    if (expired) onExpired()
  }, [expired, onExpired])

  if (!traveller) return null

  const choose = (seat: Seat) => {
    const name = labels.traveller(traveller)
    const seatName = seat.seat
    if (seatRefusal(seat, traveller) === 'exit_row_adults_only') {
      setNotice({
        tone: 'problem',
        text: i18n._(
          msg`Seat ${seatName} is in an exit row, which is for adults only. Please choose another seat for ${name}.`,
        ),
      })
      return
    }
    const holder = travellers.find(
      (candidate) => candidate.index === held.find((selection) => selection.seat === seat.seat)?.passenger,
    )
    if (holder) {
      if (holder.index !== traveller.index) {
        const holderName = labels.traveller(holder)
        setNotice({ tone: 'problem', text: i18n._(msg`Seat ${seatName} is already held for ${holderName}.`) })
      }
      return
    }
    setNotice(null)
    hold.mutate(
      { segment: segment.id, passenger: traveller.index, seat: seat.seat },
      {
        onSuccess: (response) => {
          setNotice({ tone: 'done', text: i18n._(msg`Seat ${seatName} is held for ${name}.`) })
          // On to the next traveller still without a seat on this flight.
          const seatless = seated.find(
            (candidate) =>
              !response.seats.some(
                (selection) => selection.segment === segment.id && selection.passenger === candidate.index,
              ),
          )
          if (seatless) setChoosing(seatless.index)
        },
        onError: (error) => {
          if (isSessionExpired(error)) return onExpired()
          setNotice({
            tone: 'problem',
            text:
              isApiError(error) && error.status === 409
                ? i18n._(
                    msg`Seat ${seatName} was just taken by another traveller. Please choose another seat.`,
                  )
                : i18n._(msg`We could not hold seat ${seatName}. Please try again.`),
          })
        },
      },
    )
  }

  return (
    <div className={styles.panel}>
      <RadioGroup
        label={i18n._(msg`Choosing a seat for`)}
        orientation="horizontal"
        value={String(traveller.index)}
        onChange={(value) => {
          setChoosing(Number(value))
          setNotice(null)
        }}
      >
        {seated.map((candidate) => {
          const seat = held.find((selection) => selection.passenger === candidate.index)?.seat
          return (
            <Radio key={candidate.index} value={String(candidate.index)}>
              {labels.traveller(candidate)} · {seat ?? i18n._(msg`no seat yet`)}
            </Radio>
          )
        })}
      </RadioGroup>
      {travellers.some((candidate) => candidate.type === 'infant') ? (
        <p className={styles.note}>
          <Trans>Infants travel on an adult’s lap and need no seat.</Trans>
        </p>
      ) : null}
      <div role="status" className={styles.status}>
        {hold.isPending ? (
          <>
            <Spinner size="sm" />
            <Trans>Holding seat {holdingSeat}…</Trans>
          </>
        ) : notice?.tone === 'done' ? (
          notice.text
        ) : null}
      </div>
      {notice?.tone === 'problem' ? (
        <p role="alert" className={styles.problem}>
          {notice.text}
        </p>
      ) : null}
      {seatmap.isPending ? (
        <div role="status" aria-label={i18n._(msg`Loading the seat map`)}>
          <Skeleton lines={8} />
        </div>
      ) : seatmap.isError ? (
        <ErrorState
          headingLevel={3}
          role="alert"
          title={i18n._(msg`Error fetching flight details`)}
          description={i18n._(msg`The seat map could not be loaded. Please try again.`)}
          actions={
            <Button variant="secondary" onPress={() => void seatmap.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : seatmap.data.rows.every((row) => row.seats.every((seat) => seat.state === 'other_cabin')) ? (
        <EmptyState
          headingLevel={3}
          illustration={null}
          title={i18n._(msg`No seats to choose on this flight`)}
          description={i18n._(msg`The airline assigns seats at check-in.`)}
        />
      ) : (
        <FlightSeatMap
          seatmap={seatmap.data}
          held={held}
          traveller={traveller}
          travellers={travellers}
          labels={labels}
          pendingSeat={holdingSeat}
          onChoose={choose}
        />
      )}
    </div>
  )
}
