import { BOOKING_STATUSES, BOOKING_TABS, BOOKING_TYPES } from '@rihla/api-contract'
import { searchEnum, searchPage } from '@rihla/core/routing'

/**
 * The /bookings address: tab, filters and page. A value the page does not know is dropped rather than
 * failing the page, so an old or hand-edited link still opens My Bookings.
 */
export const bookingsSearch = (search: Record<string, unknown>) => ({
  tab: searchEnum(BOOKING_TABS, search.tab),
  type: searchEnum(BOOKING_TYPES, search.type),
  status: searchEnum(BOOKING_STATUSES, search.status),
  page: searchPage(search.page),
})
export type BookingsSearch = Partial<ReturnType<typeof bookingsSearch>>

/** The request a search stands for; the defaults are left out of the address. */
export const bookingsRequest = (search: BookingsSearch) => ({
  tab: search.tab ?? 'upcoming',
  type: search.type,
  status: search.status,
  page: search.page ?? 1,
})
export type BookingsRequest = ReturnType<typeof bookingsRequest>
