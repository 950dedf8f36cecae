import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Booking, BookingTab } from '@rihla/api-contract/bookings'
import { REALTIME_EVENTS } from '@rihla/api-contract/realtime'
import { modalAtom, useApi, useForgetEndedSession, useLocale } from '@rihla/core'
import { useUserRealtimeEvent } from '@rihla/core/realtime'
import { formatNumber } from '@rihla/i18n'
import { CancelBookingDialog } from '@rihla/booking-flow/cancellation'
import { Button } from '@rihla/ui-kit/button'
import { Pager } from '@rihla/ui-kit/pager'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { Tab, TabList, TabPanel, Tabs } from '@rihla/ui-kit/tabs'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { BookingCard } from '../components/BookingCard/BookingCard'
import { BookingDetailsDialog } from '../components/BookingDialogs/BookingDetailsDialog'
import { BookingFilters } from '../components/BookingFilters/BookingFilters'
import type { BookingFilterValues } from '../components/BookingFilters/BookingFilters'
import { bookingsQueries } from '../queries'
import { bookingsRequest } from '../search'
import type { BookingsSearch } from '../search'
import { selectedBookingAtom } from '../state'
import * as styles from './MyBookings.css'

const route = getRouteApi('/{-$locale}/bookings')

function ListLoading() {
  const { i18n } = useLingui()
  return (
    <div className={styles.list} role="status" aria-label={i18n._(msg`Loading your bookings`)}>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton lines={4} />
        </div>
      ))}
    </div>
  )
}

interface BookingListProps {
  search: BookingsSearch
  onSearch: (next: BookingsSearch) => void
  onOpenDetails: (booking: Booking) => void
  onCancel: (booking: Booking) => void
}

/** One tab's bookings: filters, the cards of one page, and the pager. */
function BookingList({ search, onSearch, onOpenDetails, onCancel }: BookingListProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const request = bookingsRequest(search)
  const list = useQuery(bookingsQueries.list(api, locale, request))
  useForgetEndedSession(list.error)
  const filtered = Boolean(search.type || search.status)

  const setFilters = (filters: BookingFilterValues) =>
    onSearch({ tab: search.tab, type: filters.type, status: filters.status })

  let body
  if (list.isPending) {
    body = <ListLoading />
  } else if (list.isError && !list.data) {
    body = (
      <ErrorState
        headingLevel={2}
        role="alert"
        title={i18n._(msg`Data Load Error`)}
        description={i18n._(
          msg`We could not load your bookings. Please check your connection and try again.`,
        )}
        actions={
          <Button variant="secondary" onPress={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    )
  } else {
    const { bookings, total, totalPages, page } = list.data
    body =
      bookings.length === 0 ? (
        <EmptyState
          illustration="empty"
          headingLevel={2}
          title={i18n._(msg`No Record Found`)}
          description={
            filtered
              ? i18n._(msg`No bookings match these filters.`)
              : total > 0
                ? i18n._(msg`This page has no bookings.`)
                : request.tab === 'upcoming'
                  ? i18n._(msg`Trips you book and bookings awaiting payment will show here.`)
                  : i18n._(msg`Past, cancelled and expired bookings will show here.`)
          }
          actions={
            filtered ? (
              <Button variant="secondary" onPress={() => setFilters({})}>
                <Trans>Reset Filters</Trans>
              </Button>
            ) : total > 0 ? (
              <Button variant="secondary" onPress={() => onSearch({ ...search, page: undefined })}>
                <Trans>Go to the first page</Trans>
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <p className={styles.count} role="status">
            {total === 1 ? i18n._(msg`1 booking`) : i18n._(msg`${formatNumber(total, locale)} bookings`)}
          </p>
          <ul className={styles.list} aria-busy={list.isPlaceholderData}>
            {bookings.map((booking) => (
              <li key={booking.uuid}>
                <BookingCard
                  booking={booking}
                  onOpenDetails={onOpenDetails}
                  onCancel={onCancel}
                  onPaymentExpired={() =>
                    void queryClient.invalidateQueries({ queryKey: bookingsQueries.all })
                  }
                />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={totalPages}
            onPage={(next) => onSearch({ ...search, page: next === 1 ? undefined : next })}
            label={i18n._(msg`Booking pages`)}
            previousLabel={<Trans>Previous</Trans>}
            nextLabel={<Trans>Next</Trans>}
            status={i18n._(msg`Page ${formatNumber(page, locale)} of ${formatNumber(totalPages, locale)}`)}
          />
        </>
      )
  }

  return (
    <div className={styles.panel}>
      <BookingFilters type={search.type} status={search.status} onChange={setFilters} />
      {body}
    </div>
  )
}

/**
 * The cancellation of the booking picked in the list: the yes/no question of its booking page (SPEC.md
 * §4), with what its fare gives back.
 */
function CancelSelectedBooking() {
  const booking = useAtomValue(selectedBookingAtom)
  const setSelected = useSetAtom(selectedBookingAtom)
  if (!booking) return null
  return <CancelBookingDialog booking={booking} onCancelled={() => setSelected(null)} />
}

/** My Bookings (SPEC.md §2): Upcoming and Past tabs, filters, details, pay now and cancellation. */
function MyBookings() {
  const { i18n } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate()
  const setSelected = useSetAtom(selectedBookingAtom)
  const setDetailsOpen = useSetAtom(modalAtom('bookingList'))
  const setCancelOpen = useSetAtom(modalAtom('cancelConfirmation'))
  const tab: BookingTab = search.tab ?? 'upcoming'
  const queryClient = useQueryClient()

  // A booking or its payment changed elsewhere (the payment page, expiry, another device), or changes
  // may have been missed while offline: the list and details refetch, without a page reload.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bookingsQueries.all })
  useUserRealtimeEvent(REALTIME_EVENTS.bookingUpdated, refresh)
  useUserRealtimeEvent(REALTIME_EVENTS.paymentUpdated, refresh)
  // After a dropped connection the core realtime connection reads the lists again (nothing is replayed).

  const onSearch = (next: BookingsSearch) => void navigate({ to: '.', search: next, resetScroll: false })
  const openDetails = (booking: Booking) => {
    setSelected(booking)
    setDetailsOpen(true)
  }
  const askToCancel = (booking: Booking) => {
    setSelected(booking)
    setDetailsOpen(false)
    setCancelOpen(true)
  }
  const list = (
    <BookingList search={search} onSearch={onSearch} onOpenDetails={openDetails} onCancel={askToCancel} />
  )

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>My Bookings</Trans>
      </h1>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          onSearch({ ...search, tab: key === 'past' ? 'past' : undefined, page: undefined })
        }
      >
        <TabList aria-label={i18n._(msg`Bookings`)}>
          <Tab id="upcoming">
            <Trans>Upcoming</Trans>
          </Tab>
          <Tab id="past">
            <Trans>Past</Trans>
          </Tab>
        </TabList>
        <TabPanel id="upcoming">{tab === 'upcoming' ? list : null}</TabPanel>
        <TabPanel id="past">{tab === 'past' ? list : null}</TabPanel>
      </Tabs>
      <BookingDetailsDialog onCancel={askToCancel} />
      <CancelSelectedBooking />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/bookings')({ component: MyBookings })
