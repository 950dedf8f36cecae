import { z } from 'zod/mini'
import { bookingSchema, userBookingGetRequestSchema } from './bookings'
import {
  BUS_CONCESSIONS,
  busCitySchema,
  busDepartureSchema,
  busFareFamilySchema,
  busOrderBundleSchema,
  fareFamilyIdSchema,
} from './buses'
import { refIdSchema, requiredString } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import { bookingContactSchema } from './passenger'
import { priceBreakdownSchema } from './pricing'
import { trainReservePassengerSchema, transitTicketSchema } from './trainBooking'

// The bus calls from a chosen departure and fare family on (SPEC.md §7 Buses): the order and its
// details. Loaded with the booking steps, not with the departures: its passenger, contact (phone) and
// booking schemas are most of a contract's weight.

export const busSaveOrderRequestSchema = z.object({
  refId: refIdSchema,
  departureId: requiredString(messages.requiredField),
  fareFamily: fareFamilyIdSchema,
  passengers: z
    .array(
      z.looseObject(
        {
          ...trainReservePassengerSchema.shape,
          concession: z.optional(z.nullable(z.enum(BUS_CONCESSIONS, { error: messages.invalidValue }))),
        },
        { error: messages.invalidValue },
      ),
      { error: messages.fillRequiredFields },
    )
    .check(z.minLength(1, { error: messages.fillRequiredFields })),
  contact: bookingContactSchema,
  /**
   * Buys a bundle of `getFlexiFares` (its `trips`) for one adult in the Regular family: the order is
   * its first trip and is priced at the bundle's price.
   */
  bundle: z.optional(z.nullable(z.int({ error: messages.invalidValue }))),
  /**
   * Travels on a trip of a bundle the traveller bought (that order's `uuid`): one adult alone in the
   * Regular family, on the bundle's route either way, by its last travel date. The trip costs nothing.
   */
  bundleOrder: z.optional(z.nullable(z.uuid({ error: messages.invalidValue }))),
})
export const busBookingSchema = z.object({
  booking: bookingSchema,
  refId: z.string(),
  departure: busDepartureSchema,
  from: busCitySchema,
  to: busCitySchema,
  fareFamily: busFareFamilySchema,
  tickets: z.array(transitTicketSchema),
  price: priceBreakdownSchema,
  contact: z.object({ email: z.string(), phone: z.string() }),
  /** The bundle the order bought, if it did, with the trips it has left. */
  bundle: z.optional(z.nullable(busOrderBundleSchema)),
  /** The bundle whose trip the order travels on, if it does: that order's reference and trips left. */
  bundleTrip: z.optional(z.nullable(z.object({ orderId: z.string(), tripsLeft: z.int() }))),
})
export type BusBooking = z.infer<typeof busBookingSchema>

export const busBookingEndpoints = {
  busSaveOrders: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/buses/saveOrders',
    auth: 'user',
    body: busSaveOrderRequestSchema,
    response: busBookingSchema,
    status: 201,
  }),
  busBookingDetail: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/buses/booking-detail',
    auth: 'user',
    body: userBookingGetRequestSchema,
    response: busBookingSchema,
  }),
} as const satisfies Record<string, Endpoint>
