import { BOOKING_STATUSES, BOOKING_TABS, BOOKING_TYPES } from '@rihla/api-contract'
import * as z from 'zod/mini'

/**
 * The /bookings address: tab, filters and page. A value the page does not know is dropped rather than
 * failing the page, so an old or hand-edited link still opens My Bookings.
 */
export const bookingsSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(BOOKING_TABS)), undefined),
  type: z.catch(z.optional(z.enum(BOOKING_TYPES)), undefined),
  status: z.catch(z.optional(z.enum(BOOKING_STATUSES)), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(9999))), undefined),
})
export type BookingsSearch = z.infer<typeof bookingsSearchSchema>

/** The request a search stands for; the defaults are left out of the address. */
export const bookingsRequest = (search: BookingsSearch) => ({
  tab: search.tab ?? 'upcoming',
  type: search.type,
  status: search.status,
  page: search.page ?? 1,
})
export type BookingsRequest = ReturnType<typeof bookingsRequest>
