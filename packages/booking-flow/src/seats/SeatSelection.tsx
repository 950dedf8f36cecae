import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { isApiError } from '@rihla/api-clients'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { SeatMap } from '@rihla/ui-kit/seat-map'
import type { SeatLegendItem, SeatMapRow, SeatMapSeat, SeatPosition } from '@rihla/ui-kit/seat-map'
import { Tab, TabList, TabPanel, Tabs } from '@rihla/ui-kit/tabs'
import { useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { firstArea, nextSeats } from './nextSeats'
import * as styles from './SeatSelection.css'

/** A part of the vehicle with its own seat map: a train's coach, a bus's deck. */
export interface SeatArea<S extends SeatMapSeat> {
  id: string
  /** The selector's text: "Coach 3 · Business", "Lower deck". */
  name: string
  /** The columns from the start of a row: seat letters, '' for an aisle. */
  layout: string[]
  rows: SeatMapRow<S>[]
}

export interface SeatSelectionProps<S extends SeatMapSeat> {
  areas: readonly SeatArea<S>[]
  /** The selector's name: "Coaches", "Decks". */
  areasLabel: string
  /** The seat map's name for an area: "Seats in coach 3". */
  mapLabel: (area: SeatArea<S>) => string
  /** How many seats to choose: one per seated traveller. */
  count: number
  /** The seats the booking holds now, in the order chosen (the server's answer). */
  held: readonly string[]
  /** Holds exactly these seats, releasing the others; rejects when the server refuses. */
  onHold: (seats: string[]) => Promise<unknown>
  /** A seat's accessible name, in full (see `SeatMap`). */
  seatLabel: (seat: S, position: SeatPosition) => string
  seatNote?: (seat: S) => string | null
  /** What a free seat shows (see `SeatMap`): its letter unless the vertical marks it otherwise. */
  seatContent?: (seat: S) => ReactNode
  legend: SeatLegendItem[]
}

/** The seats of an area that someone can still take. */
const freeSeats = (rows: readonly SeatMapRow[]) =>
  rows.reduce((sum, row) => sum + row.seats.filter((seat) => seat.state !== 'taken').length, 0)

/**
 * The seat step of a train or bus booking: a coach or deck selector over the seat map, exactly one seat
 * per seated traveller, each press held through the vertical's `onHold`, and what went wrong said in
 * the traveller's language. The map is drawn as the vehicle is, in both directions.
 */
export function SeatSelection<S extends SeatMapSeat>({
  areas,
  areasLabel,
  mapLabel,
  count,
  held,
  onHold,
  seatLabel,
  seatNote,
  seatContent,
  legend,
}: SeatSelectionProps<S>) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [pendingSeat, setPendingSeat] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const summaries = useMemo(
    () =>
      areas.map((area) => ({
        id: area.id,
        seatIds: area.rows.flatMap((row) => row.seats.map((seat) => seat.id)),
        free: freeSeats(area.rows),
      })),
    [areas],
  )
  const [shownArea, setShownArea] = useState<string | number | undefined>(() => firstArea(summaries, held))

  const choose = (seat: S) => {
    const press = nextSeats(held, seat.id, count)
    if (press.kind === 'full') {
      setProblem(
        i18n._(
          msg`${plural(count, { one: 'You have chosen # seat, one per seated traveller.', other: 'You have chosen # seats, one per seated traveller.' })} Choose one of yours again to free it first.`,
        ),
      )
      return
    }
    setProblem(null)
    setPendingSeat(seat.id)
    onHold(press.seats)
      .catch((error: unknown) =>
        setProblem(
          isApiError(error) && error.status !== undefined && error.status < 500 && error.message
            ? error.message
            : i18n._(msg`The seat could not be held. Please try again.`),
        ),
      )
      .finally(() => setPendingSeat(null))
  }

  const chosen = i18n._(
    msg`${formatNumber(held.length, locale)} of ${formatNumber(count, locale)} seats chosen`,
  )

  return (
    <div className={styles.selection}>
      <p className={styles.status} role="status">
        {chosen}
        {held.length ? `: ${held.join(', ')}` : null}
      </p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <Tabs selectedKey={shownArea} onSelectionChange={setShownArea}>
        <TabList aria-label={areasLabel} className={styles.areas}>
          {areas.map((area, index) => (
            <Tab key={area.id} id={area.id}>
              {area.name}
              <span className={styles.free}>
                {i18n._(msg`${formatNumber(summaries[index]!.free, locale)} free`)}
              </span>
            </Tab>
          ))}
        </TabList>
        {areas.map((area) => (
          <TabPanel key={area.id} id={area.id}>
            <SeatMap
              layout={area.layout}
              rows={area.rows}
              label={mapLabel(area)}
              seatLabel={seatLabel}
              seatNote={seatNote}
              seatContent={seatContent}
              legend={legend}
              legendLabel={i18n._(msg`Seat legend`)}
              zoomLabels={{ zoomIn: i18n._(msg`Larger seats`), zoomOut: i18n._(msg`Smaller seats`) }}
              pendingSeat={pendingSeat}
              restingSeat={held.find((seat) => area.rows.some((row) => row.seats.some((s) => s.id === seat)))}
              onChoose={choose}
            />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}
