import { z } from 'zod/mini'
import { moneySchema } from './common'
import { messages } from './messages'
import {
  BOOKING_STATUSES,
  BOOKING_TABS,
  BOOKING_TYPES,
  BOOKINGS_PAGE_SIZE,
  MAX_BOOKINGS_PAGE_SIZE,
} from './bookingKinds'
import { bookingStatusSchema, bookingTypeSchema } from './site'
import { BOOKINGS_APP_VERSION } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'

export type BookingType = z.infer<typeof bookingTypeSchema>
export type BookingStatus = z.infer<typeof bookingStatusSchema>

/** My Bookings tabs: trips still ahead (or awaiting payment) and everything else. */
export const bookingTabSchema = z.enum(BOOKING_TABS, { error: messages.invalidValue })
export type BookingTab = z.infer<typeof bookingTabSchema>

export { BOOKINGS_PAGE_SIZE, MAX_BOOKINGS_PAGE_SIZE } from './bookingKinds'

/** One line of the booking details view, in the language of the locale header. */
export const bookingDetailSchema = z.object({ label: z.string(), value: z.string() })
export type BookingDetail = z.infer<typeof bookingDetailSchema>

/**
 * The VAT a booking's total includes, as the server priced it when the booking was made: the amount it
 * was charged on, the rate and the tax, in the booking's currency. Screens show these figures and never
 * work VAT out themselves.
 */
export const bookingVatSchema = z
  .object({ ratePercent: z.int(), base: moneySchema, amount: moneySchema })
  .register(z.globalRegistry, { id: 'BookingVat' })
export type BookingVat = z.infer<typeof bookingVatSchema>

export const bookingSchema = z
  .object({
    uuid: z.uuid(),
    type: bookingTypeSchema,
    status: bookingStatusSchema,
    orderId: z.string(),
    /** The airline's or provider's record locator; null until the provider confirms. */
    pnr: z.nullable(z.string()),
    /** Airline, hotel, operator or venue, in the language of the locale header. */
    provider: z.string(),
    /** Route, stay or event summary, in the language of the locale header. */
    title: z.string(),
    createdOn: z.iso.datetime(),
    /** The booking's total, in integer minor units. */
    amount: moneySchema,
    /** The VAT included in `amount`; null for a booking without itemised VAT. */
    vat: z.nullable(bookingVatSchema),
    paid: z.boolean(),
    /** When an unpaid booking stops accepting payment; null once paid or closed. */
    paymentExpiresAt: z.nullable(z.iso.datetime()),
    /** Departure, check-in or event start; null for wallet top-ups and subscriptions. */
    travelDate: z.nullable(z.iso.datetime()),
    /** Return, check-out or event end, when there is one. */
    travelEndDate: z.nullable(z.iso.datetime()),
    details: z.array(bookingDetailSchema),
    /**
     * What the caller may do now, decided by the server's booking state machine; `view`: the booking has a
     * detail page of its own (one made in a vertical's flow; not the sandbox's sample bookings, nor types
     * without a page), else My Bookings shows it.
     */
    actions: z.object({ pay: z.boolean(), cancel: z.boolean(), view: z.boolean() }),
  })
  .register(z.globalRegistry, { id: 'Booking' })
export type Booking = z.infer<typeof bookingSchema>

const pageSchema = z._default(
  z.int({ error: messages.invalidValue }).check(z.minimum(1, { error: messages.invalidValue })),
  1,
)
const pageSizeSchema = z._default(
  z
    .int({ error: messages.invalidValue })
    .check(
      z.minimum(1, { error: messages.invalidValue }),
      z.maximum(MAX_BOOKINGS_PAGE_SIZE, { error: messages.invalidValue }),
    ),
  BOOKINGS_PAGE_SIZE,
)
const typeFilterSchema = z.optional(z.enum(BOOKING_TYPES, { error: messages.invalidValue }))
const statusFilterSchema = z.optional(z.enum(BOOKING_STATUSES, { error: messages.invalidValue }))

/** POST /api/v2/bookings/index: one tab of My Bookings, optionally one type and one status, a page at a time. */
export const bookingsIndexRequestSchema = z.object({
  tab: z._default(bookingTabSchema, 'upcoming'),
  type: typeFilterSchema,
  status: statusFilterSchema,
  page: pageSchema,
  pageSize: pageSizeSchema,
})
export type BookingsIndexRequest = z.input<typeof bookingsIndexRequestSchema>

/** POST /user/bookings/all: every booking of the caller, newest first, optionally filtered. */
export const userBookingsAllRequestSchema = z.object({
  type: typeFilterSchema,
  status: statusFilterSchema,
  page: pageSchema,
  pageSize: pageSizeSchema,
})
export type UserBookingsAllRequest = z.input<typeof userBookingsAllRequestSchema>

export const bookingsPageSchema = z
  .object({
    bookings: z.array(bookingSchema),
    page: z.int(),
    pageSize: z.int(),
    total: z.int(),
    totalPages: z.int(),
  })
  .register(z.globalRegistry, { id: 'BookingsPage' })
export type BookingsPage = z.infer<typeof bookingsPageSchema>

const bookingUuidSchema = z.pipe(
  z.string({ error: messages.requiredField }).check(z.minLength(1, { error: messages.requiredField })),
  z.uuid({ error: messages.invalidValue }),
)

export const userBookingGetRequestSchema = z.object({ uuid: bookingUuidSchema })
export const bookingResponseSchema = z.object({ booking: bookingSchema })

/** DELETE /hotels/api/cancel: the booking, and the api_token of its owner's session (SPEC.md §7). */
export const hotelCancelQuerySchema = z.object({
  UUID: bookingUuidSchema,
  api_token: z
    .string({ error: messages.unauthenticated })
    .check(z.minLength(1, { error: messages.unauthenticated })),
})

/** GET /api/v2/bookings/invoice: the simplified tax invoice of one of the caller's paid bookings, as a PDF. */
export const bookingInvoiceQuerySchema = z.object({ uuid: bookingUuidSchema })
/** The PDF document's bytes (OpenAPI: a binary string). */
export const bookingInvoiceResponseSchema = z.string().register(z.globalRegistry, {
  id: 'InvoicePdf',
  format: 'binary',
})

/** Sandbox only: the caller receives the same set of sample bookings the demo user has. */
export const devBookingsResponseSchema = z.object({ created: z.int(), total: z.int() })

/**
 * The path segment of a booking type's screens, used by `/{vertical}/payments/{uuid}` (SPEC.md §2).
 * Types without screens of their own yet still get a stable segment, so their links never change.
 */
export const BOOKING_PAYMENT_SEGMENTS = {
  airline: 'flights',
  hotel: 'hotels',
  bus: 'bus',
  railway: 'train',
  event: 'events',
  car_rental: 'car-rental',
  cinema: 'cinema',
  tour: 'tours',
  wallet: 'wallet',
  subscription: 'subscription',
} as const satisfies Record<BookingType, string>

/** The payment screen of a booking, as a path without a locale prefix. */
export const bookingPaymentPath = (type: BookingType, uuid: string) =>
  `/${BOOKING_PAYMENT_SEGMENTS[type]}/payments/${encodeURIComponent(uuid)}`

/** The booking types with a booking-detail page of their own, and its path before the uuid. */
const BOOKING_DETAIL_PREFIXES: Partial<Record<BookingType, string>> = {
  airline: '/flights/booking-detail/',
  hotel: '/hotel/booking-detail/',
  bus: '/bus/booking-detail/',
  railway: '/train/booking-detail/',
  event: '/event/booking-detail/',
}

/**
 * The detail page of a booking, as a path without a locale prefix; null for types that have none yet
 * (My Bookings then shows the booking itself).
 */
export const bookingDetailPath = (type: BookingType, uuid: string) => {
  const prefix = BOOKING_DETAIL_PREFIXES[type]
  return prefix ? `${prefix}${encodeURIComponent(uuid)}` : null
}

/** My Bookings: the lists, one booking, hotel cancellation. Loaded with the screens that call them. */
export const bookingsEndpoints = {
  bookingsIndex: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/bookings/index',
    auth: 'user',
    body: bookingsIndexRequestSchema,
    response: bookingsPageSchema,
    appVersion: BOOKINGS_APP_VERSION,
  }),
  userBookingGet: endpoint({
    surface: 'client',
    method: 'post',
    path: '/user/bookings/get',
    auth: 'user',
    body: userBookingGetRequestSchema,
    response: bookingResponseSchema,
  }),
  bookingInvoice: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/bookings/invoice',
    auth: 'user',
    query: bookingInvoiceQuerySchema,
    response: bookingInvoiceResponseSchema,
    responseContentType: 'application/pdf',
  }),
  userBookingsAll: endpoint({
    surface: 'client',
    method: 'post',
    path: '/user/bookings/all',
    auth: 'user',
    body: userBookingsAllRequestSchema,
    response: bookingsPageSchema,
  }),
  hotelCancel: endpoint({
    surface: 'partner',
    method: 'delete',
    path: '/hotels/api/cancel',
    auth: 'partner',
    query: hotelCancelQuerySchema,
    response: bookingResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>
