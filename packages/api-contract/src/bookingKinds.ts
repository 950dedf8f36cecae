// Plain lists, apart from the schemas built on them (site.ts): the bookings route reads them on every
// first page, which must not carry the site's response schemas along.

/** The two lists of My Bookings: trips still ahead (and unpaid ones), and the rest. */
export const BOOKING_TABS = ['upcoming', 'past'] as const

export const BOOKING_TYPES = [
  'event',
  'railway',
  'hotel',
  'car_rental',
  'cinema',
  'tour',
  'airline',
  'bus',
  'wallet',
  'subscription',
] as const

export const BOOKING_STATUSES = [
  'Cancelled',
  'Refunded',
  'Confirmed',
  'Pending',
  'Expired',
  'Partially Confirmed',
  'Updated',
  'Processing',
  'Modified',
  'Refund In Progress',
] as const

/** My Bookings' page, and the largest page a client may ask for. */
export const BOOKINGS_PAGE_SIZE = 10
export const MAX_BOOKINGS_PAGE_SIZE = 50
