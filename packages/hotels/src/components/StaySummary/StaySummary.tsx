import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { HotelQuote } from '@rihla/api-contract/hotel-booking'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useLocale } from '@rihla/core'
import { formatDate, formatDateRange, formatMoney, formatNumber } from '@rihla/i18n'
import type { Locale } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { BED_LABELS, BOARD_LABELS } from '../../labels'
import * as styles from './StaySummary.css'

/**
 * A room's rate per night, in the quote's own currency as the price summary under it: one price, or the
 * lowest to the highest when weekends or a season make the nights differ.
 */
function nightlyRate(nights: HotelQuote['rooms'][number]['rate']['nights'], locale: Locale) {
  const amounts = nights.map((night) => night.price.amount)
  const currency = nights[0]?.price.currency ?? ''
  const low = formatMoney({ amount: Math.min(...amounts), currency }, locale)
  const high = formatMoney({ amount: Math.max(...amounts), currency }, locale)
  return low === high ? low : `${low} – ${high}`
}

/**
 * The quoted stay beside each step: the hotel, the dates, each room's rate per night × nights, the
 * cancellation terms, the price.
 */
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
          const stay = formatMoney(room.rate.price.total, locale)
          return (
            <li key={index}>
              <Trans>
                Room {number}: {room.roomName}
              </Trans>
              <span className={styles.muted}>
                {' '}
                · {i18n._(BED_LABELS[room.bedType])} · {i18n._(BOARD_LABELS[room.rate.board])}
              </span>
              <p className={styles.muted}>
                <Trans>
                  {nightlyRate(room.rate.nights, locale)} a night ×{' '}
                  <Plural value={room.rate.nights.length} one="# night" other="# nights" /> = {stay}
                </Trans>
              </p>
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
