import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { HotelQuote } from '@rihla/api-contract/hotels'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useLocale } from '@rihla/core'
import { formatDate, formatDateRange, formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { BED_LABELS, BOARD_LABELS } from '../../labels'
import * as styles from './StaySummary.css'

/** The quoted stay beside each step: the hotel, the dates, each room's rate, the cancellation terms, the price. */
export function StaySummary({ quote }: { quote: HotelQuote }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const until = quote.cancellation.freeCancellationUntil
  const deadline = until ? formatDate(until, locale, { dateStyle: 'medium', timeStyle: 'short' }) : null
  return (
    <Card padding="md" className={styles.card}>
      <h2 className={styles.title}>{quote.hotel.name}</h2>
      <p className={styles.muted}>
        {formatDateRange(quote.checkIn, quote.checkOut, locale, { dateStyle: 'medium' })} ·{' '}
        <Plural value={quote.nights} one="# night" other="# nights" />
      </p>
      <ol className={styles.rooms}>
        {quote.rooms.map((room, index) => {
          const number = formatNumber(index + 1, locale)
          return (
            <li key={index}>
              <Trans>
                Room {number}: {room.roomName}
              </Trans>
              <span className={styles.muted}>
                {' '}
                · {i18n._(BED_LABELS[room.bedType])} · {i18n._(BOARD_LABELS[room.rate.board])}
              </span>
            </li>
          )
        })}
      </ol>
      <p className={styles.muted}>
        {deadline ? (
          <Trans>Free cancellation until {deadline}</Trans>
        ) : (
          <Trans>Non-refundable: cancelling costs the whole stay.</Trans>
        )}
      </p>
      <PriceBreakdownSummary price={quote.price} title={null} />
    </Card>
  )
}
