// Every endpoint in one registry, for the server, the OpenAPI document and tests. Browser code uses
// `siteEndpoints` and loads the other groups when it first calls one of them.
import { accountEndpoints } from './account'
import { bookingsEndpoints } from './bookings'
import { siteEndpoints } from './endpoints'
import type { Endpoints } from './endpoints'
import { fnfEndpoints } from './fnf'

export const endpoints: Endpoints = {
  ...siteEndpoints,
  ...accountEndpoints,
  ...bookingsEndpoints,
  ...fnfEndpoints,
}
