import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { HotelBooking } from '@rihla/api-contract/hotels'
import {
  BookingLoadError,
  BookingPriceCard,
  BookingPageLoading,
  BookingFactsCard,
  bookingPageStyles as frame,
  useLiveBooking,
} from '@rihla/booking-flow/detail'
import { RefundTracker } from '@rihla/booking-flow/cancellation'
import { PromptDialog } from '@rihla/booking-flow/dialogs'
import { StepPage } from '@rihla/booking-flow/page'
import { modalAtom, useApi, useLocale, useMoney, userAtom } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { BED_LABELS, BOARD_LABELS } from '../labels'
import { hotelsQueries } from '../queries'
import * as styles from './steps.css'

const route = getRouteApi('/{-$locale}/hotel/booking-detail/$uuid')

/** Cancelling: what it costs and gives back, asked first (`cancelConfirmation`), then the refund's progress. */
function Cancellation({ detail, onCancelled }: { detail: HotelBooking; onCancelled: () => void }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const money = useMoney()
  const apiToken = useAtomValue(userAtom)?.api_token ?? ''
  const openConfirm = useSetAtom(modalAtom('cancelConfirmation'))
  const cancel = useMutation({
    mutationFn: () =>
      api.call('hotelCancel', { query: { UUID: detail.booking.uuid, api_token: apiToken } }, { locale }),
    onSuccess: onCancelled,
  })
  const { refund, cancellationNow } = detail
  const fee = money(cancellationNow.fee)
  const back = money(cancellationNow.refund)
  return (
    <Card as="section" aria-labelledby="booking-cancellation" className={frame.aside}>
      <h2 id="booking-cancellation" className={frame.cardTitle}>
        <Trans>Cancellation</Trans>
      </h2>
      {refund ? (
        <p role="status">
          {refund.status === 'refunded' ? (
            <Badge tone="success">
              <Trans>Refunded: {money(refund.amount)}</Trans>
            </Badge>
          ) : (
            <Badge tone="info">
              <Trans>Refund In Progress: {money(refund.amount)}</Trans>
            </Badge>
          )}
        </p>
      ) : null}
      {refund ? <RefundTracker uuid={detail.booking.uuid} /> : null}
      {detail.booking.actions.cancel ? (
        <>
          <p className={styles.muted}>
            <Trans>
              Cancelling now costs {fee}; {back} is refunded.
            </Trans>
          </p>
          {cancel.isError ? (
            <p className={styles.problems} role="alert">
              <Trans>The booking could not be cancelled. Please try again.</Trans>
            </p>
          ) : null}
          <div>
            <Button variant="secondary" isPending={cancel.isPending} onPress={() => openConfirm(true)}>
              <Trans>Cancel booking</Trans>
            </Button>
          </div>
          <PromptDialog
            name="cancelConfirmation"
            title={i18n._(msg`Cancel this hotel booking?`)}
            secondary={{ label: <Trans>No</Trans> }}
            primary={{ label: <Trans>Yes</Trans>, onPress: () => cancel.mutate() }}
          >
            <p>
              <Trans>
                Cancelling now costs {fee}; {back} is refunded.
              </Trans>
            </p>
          </PromptDialog>
        </>
      ) : null}
    </Card>
  )
}

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
        <Cancellation detail={detail} onCancelled={onChange} />
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
