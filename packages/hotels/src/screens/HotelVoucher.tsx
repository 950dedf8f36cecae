import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { HotelBooking } from '@rihla/api-contract/hotel-booking'
import {
  BookingLoadError,
  BookingPriceCard,
  BookingPageLoading,
  BookingFactsCard,
  bookingPageStyles as frame,
  useLiveBooking,
} from '@rihla/booking-flow/detail'
import { BookingCancellation } from '@rihla/booking-flow/cancellation'
import { StepPage } from '@rihla/booking-flow/page'
import { useApi, useLocale, userAtom } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { BED_LABELS, BOARD_LABELS } from '../labels'
import { hotelsQueries } from '../queries'
import * as styles from './steps.css'

const route = getRouteApi('/{-$locale}/hotel/booking-detail/$uuid')

function Voucher({ detail, onChange }: { detail: HotelBooking; onChange: () => void }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { booking, hotel } = detail
  const day = (value: string) => formatDate(value, locale, { dateStyle: 'full' })
  const until = detail.cancellation.freeCancellationUntil
  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <BookingFactsCard title={hotel.name} status={booking.status} className={styles.main}>
          <FactList>
            <Fact term={<Trans>Confirmation number</Trans>}>
              {detail.confirmationNumber ? (
                <bdi dir="ltr">{detail.confirmationNumber}</bdi>
              ) : (
                <Trans>Given once the booking is paid</Trans>
              )}
            </Fact>
            <Fact term={<Trans>Order ID</Trans>}>
              <bdi dir="ltr">{booking.orderId}</bdi>
            </Fact>
            <Fact term={<Trans>Address</Trans>}>{detail.address}</Fact>
            <Fact term={<Trans>Check-in time</Trans>}>
              <Trans>
                {day(detail.checkIn)}, from {hotel.checkInTime}
              </Trans>
            </Fact>
            <Fact term={<Trans>Check-out time</Trans>}>
              <Trans>
                {day(detail.checkOut)}, until {hotel.checkOutTime}
              </Trans>
            </Fact>
            <Fact term={<Trans>Free cancellation until</Trans>}>
              {until ? (
                formatDate(until, locale, { dateStyle: 'medium', timeStyle: 'short' })
              ) : (
                <Trans>Non-refundable: cancelling costs the whole stay.</Trans>
              )}
            </Fact>
          </FactList>
        </BookingFactsCard>
        <Card as="section" aria-labelledby="booking-rooms" className={styles.main}>
          <h2 id="booking-rooms" className={frame.cardTitle}>
            <Trans>Rooms and guests</Trans>
          </h2>
          <FactList>
            {detail.rooms.map((room, index) => {
              const guest = detail.guests.find((candidate) => candidate.room === index)
              return (
                <Fact key={index} term={<Trans>Room {formatNumber(index + 1, locale)}</Trans>}>
                  {room.roomName} · {i18n._(BED_LABELS[room.bedType])} ·{' '}
                  {i18n._(BOARD_LABELS[room.rate.board])}
                  {guest ? ` · ${guest.firstName} ${guest.lastName}` : null}
                </Fact>
              )
            })}
          </FactList>
        </Card>
      </div>
      <div className={styles.aside}>
        <BookingPriceCard price={detail.price} />
        <BookingCancellation booking={detail.booking} onCancelled={onChange} />
      </div>
    </div>
  )
}

function VoucherPage({ children }: { children: ReactNode }) {
  return <StepPage title={<Trans>Your hotel booking</Trans>}>{children}</StepPage>
}

/** `/hotel/booking-detail/{uuid}`: the voucher of one of the traveller's hotel bookings, kept live. */
function HotelVoucher() {
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { uuid } = route.useParams()
  const apiToken = useAtomValue(userAtom)?.api_token ?? ''
  const options = hotelsQueries.booking(api, locale, uuid, apiToken)
  const detail = useSuspenseQuery(options)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey })
  useLiveBooking(uuid, refresh)
  return (
    <VoucherPage>
      <Voucher detail={detail.data} onChange={refresh} />
    </VoucherPage>
  )
}

/** The voucher could not be loaded: the flow's error, in this page's frame. */
function HotelVoucherError(props: ErrorComponentProps) {
  return (
    <VoucherPage>
      <BookingLoadError {...props} />
    </VoucherPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/hotel/booking-detail/$uuid')({
  component: HotelVoucher,
  pendingComponent: () => (
    <VoucherPage>
      <BookingPageLoading />
    </VoucherPage>
  ),
  errorComponent: HotelVoucherError,
})
