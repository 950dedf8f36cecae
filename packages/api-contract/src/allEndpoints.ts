// Every endpoint in one registry, for the server, the OpenAPI document and tests. Browser code uses
// `siteEndpoints` and loads the other groups when it first calls one of them; it never calls the
// sandbox's.
import { accountEndpoints } from './account'
import { bookingsEndpoints } from './bookings'
import { busBookingEndpoints } from './busBooking'
import { busesEndpoints } from './buses'
import { cancellationEndpoints } from './cancellation'
import { devEndpoints } from './dev'
import { siteEndpoints } from './endpoints'
import type { Endpoints } from './endpoints'
import { eventBookingEndpoints } from './eventBooking'
import { eventsEndpoints } from './events'
import { fnfEndpoints } from './fnf'
import { flightBookingEndpoints } from './flightBooking'
import { flightsEndpoints } from './flights'
import { hotelBookingEndpoints } from './hotelBooking'
import { hotelsEndpoints } from './hotels'
import { paymentsEndpoints } from './payments'
import { realtimeEndpoints } from './realtime'
import { supportEndpoints } from './support'
import { trainBookingEndpoints } from './trainBooking'
import { trainsEndpoints } from './trains'

/** Every endpoint, the sandbox's included. */
export type AllEndpoints = Endpoints & typeof devEndpoints

export const endpoints: AllEndpoints = {
  ...siteEndpoints,
  ...accountEndpoints,
  ...bookingsEndpoints,
  ...fnfEndpoints,
  ...paymentsEndpoints,
  ...realtimeEndpoints,
  ...flightsEndpoints,
  ...flightBookingEndpoints,
  ...hotelsEndpoints,
  ...hotelBookingEndpoints,
  ...trainsEndpoints,
  ...trainBookingEndpoints,
  ...busesEndpoints,
  ...busBookingEndpoints,
  ...eventsEndpoints,
  ...eventBookingEndpoints,
  ...supportEndpoints,
  ...cancellationEndpoints,
  ...devEndpoints,
}
