import type { z } from 'zod/mini'
import {
  clientCurrencyResponseSchema,
  countriesResponseSchema,
  partnerTokenRequestSchema,
  partnerTokenResponseSchema,
  supportedCurrenciesResponseSchema,
} from './partner'
import {
  contactRequestSchema,
  contactResponseSchema,
  geolocationResponseSchema,
  pageResponseSchema,
  pageSlugParamsSchema,
  pathLookupQuerySchema,
  pathLookupResponseSchema,
  settingsRequestSchema,
  settingsResponseSchema,
  utilitiesQuerySchema,
  utilitiesResponseSchema,
} from './site'
import { widgetFrameAncestorsResponseSchema, widgetQuerySchema, widgetResponseSchema } from './widget'
import type { accountEndpoints } from './account'
import type { bookingsEndpoints } from './bookings'
import type { cancellationEndpoints } from './cancellation'
import type { busBookingEndpoints } from './busBooking'
import type { busesEndpoints } from './buses'
import type { eventBookingEndpoints } from './eventBooking'
import type { eventsEndpoints } from './events'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import type { fnfEndpoints } from './fnf'
import type { flightBookingEndpoints } from './flightBooking'
import type { flightsEndpoints } from './flights'
import type { hotelBookingEndpoints } from './hotelBooking'
import type { hotelsEndpoints } from './hotels'
import type { paymentsEndpoints } from './payments'
import type { realtimeEndpoints } from './realtime'
import type { supportEndpoints } from './support'
import type { trainBookingEndpoints } from './trainBooking'
import type { trainsEndpoints } from './trains'

/** The endpoints the first page may call: app data, site content, reference lists. */
export const siteEndpoints = {
  widget: endpoint({
    surface: 'client',
    method: 'get',
    path: '/widget',
    auth: 'none',
    query: widgetQuerySchema,
    response: widgetResponseSchema,
    timeoutMs: 10_000,
  }),
  widgetFrameAncestors: endpoint({
    surface: 'client',
    method: 'get',
    path: '/widget/frame-ancestors',
    auth: 'none',
    query: widgetQuerySchema,
    response: widgetFrameAncestorsResponseSchema,
  }),
  partnerToken: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/partner/api/auth/token',
    auth: 'none',
    body: partnerTokenRequestSchema,
    response: partnerTokenResponseSchema,
  }),
  supportedCurrencies: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/supported-currencies',
    auth: 'partner',
    response: supportedCurrenciesResponseSchema,
  }),
  clientCurrency: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/get-client-currency',
    auth: 'partner',
    response: clientCurrencyResponseSchema,
  }),
  countries: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/countries',
    auth: 'partner',
    response: countriesResponseSchema,
  }),
  utilities: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/utilities',
    auth: 'none',
    query: utilitiesQuerySchema,
    response: utilitiesResponseSchema,
  }),
  settings: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/settings/index',
    auth: 'none',
    body: settingsRequestSchema,
    response: settingsResponseSchema,
  }),
  geolocation: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/geolocation',
    auth: 'none',
    response: geolocationResponseSchema,
  }),
  pathLookup: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/path-lookup',
    auth: 'none',
    query: pathLookupQuerySchema,
    response: pathLookupResponseSchema,
  }),
  page: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/pages/{slug}',
    auth: 'none',
    params: pageSlugParamsSchema,
    response: pageResponseSchema,
  }),
  contact: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/contact',
    auth: 'none',
    body: contactRequestSchema,
    response: contactResponseSchema,
    status: 201,
  }),
  // accounts (SPEC.md §7 Auth); the OIDC redirects are socialStartPath/socialCallbackPath in account.ts
} as const satisfies Record<string, Endpoint>

/**
 * Every endpoint's type. At run time the groups other than the site's load with the screens that call
 * them (`endpointGroups`), so each vertical's schemas stay out of the first page's code.
 */
export type Endpoints = typeof siteEndpoints &
  typeof accountEndpoints &
  typeof bookingsEndpoints &
  typeof fnfEndpoints &
  typeof paymentsEndpoints &
  typeof realtimeEndpoints &
  typeof flightsEndpoints &
  typeof flightBookingEndpoints &
  typeof hotelsEndpoints &
  typeof hotelBookingEndpoints &
  typeof trainsEndpoints &
  typeof trainBookingEndpoints &
  typeof busesEndpoints &
  typeof busBookingEndpoints &
  typeof eventsEndpoints &
  typeof eventBookingEndpoints &
  typeof supportEndpoints &
  typeof cancellationEndpoints
export type EndpointName = keyof Endpoints
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>

export const endpointGroups = {
  account: () => import('./account').then((module) => module.accountEndpoints),
  bookings: () => import('./bookings').then((module) => module.bookingsEndpoints),
  fnf: () => import('./fnf').then((module) => module.fnfEndpoints),
  payments: () => import('./payments').then((module) => module.paymentsEndpoints),
  realtime: () => import('./realtime').then((module) => module.realtimeEndpoints),
  flights: () => import('./flights').then((module) => module.flightsEndpoints),
  flightBooking: () => import('./flightBooking').then((module) => module.flightBookingEndpoints),
  hotels: () => import('./hotels').then((module) => module.hotelsEndpoints),
  hotelBooking: () => import('./hotelBooking').then((module) => module.hotelBookingEndpoints),
  trains: () => import('./trains').then((module) => module.trainsEndpoints),
  trainBooking: () => import('./trainBooking').then((module) => module.trainBookingEndpoints),
  buses: () => import('./buses').then((module) => module.busesEndpoints),
  busBooking: () => import('./busBooking').then((module) => module.busBookingEndpoints),
  events: () => import('./events').then((module) => module.eventsEndpoints),
  eventBooking: () => import('./eventBooking').then((module) => module.eventBookingEndpoints),
  support: () => import('./support').then((module) => module.supportEndpoints),
  cancellation: () => import('./cancellation').then((module) => module.cancellationEndpoints),
}
export type EndpointGroup = keyof typeof endpointGroups

/** Which group holds each endpoint outside the site's; the type makes it name every one exactly once. */
export const endpointGroupOf: { [N in Exclude<EndpointName, keyof typeof siteEndpoints>]: EndpointGroup } = {
  register: 'account',
  verifyOtp: 'account',
  login: 'account',
  logout: 'account',
  requestPasswordReset: 'account',
  resetPassword: 'account',
  sendOtp: 'account',
  updatePhoneNumber: 'account',
  changePassword: 'account',
  dashboard: 'account',
  wallet: 'account',
  captchaChallenge: 'account',
  socialProviders: 'account',
  socialExchange: 'account',
  bookingsIndex: 'bookings',
  userBookingGet: 'bookings',
  bookingInvoice: 'bookings',
  userBookingsAll: 'bookings',
  hotelCancel: 'bookings',
  fnfList: 'fnf',
  fnfCreate: 'fnf',
  fnfGet: 'fnf',
  fnfUpdate: 'fnf',
  fnfDelete: 'fnf',
  paymentMethods: 'payments',
  saveAccount: 'payments',
  verifyAccount: 'payments',
  processPayment: 'payments',
  paymentInquiry: 'payments',
  pusherAuth: 'realtime',
  realtimeConfig: 'realtime',
  airportsHome: 'flights',
  airportsPopular: 'flights',
  airportsSearch: 'flights',
  airportGet: 'flights',
  calendarFares: 'flights',
  contentProviders: 'flights',
  flightSearch: 'flights',
  getFares: 'flights',
  flightQuote: 'flightBooking',
  flightRequote: 'flightBooking',
  flightReserve: 'flightBooking',
  sessionItinerary: 'flights',
  sessionQuote: 'flightBooking',
  flightBaggage: 'flightBooking',
  flightMeals: 'flightBooking',
  flightSsr: 'flightBooking',
  flightSeatmap: 'flightBooking',
  flightSeatHold: 'flightBooking',
  flightBookingDetail: 'flightBooking',
  alliances: 'flights',
  airlines: 'flights',
  airlinePage: 'flights',
  hotelSuggestions: 'hotels',
  hotelSearch: 'hotels',
  hotelSingleItinerary: 'hotels',
  hotelQuote: 'hotelBooking',
  hotelQuoted: 'hotelBooking',
  hotelReserve: 'hotelBooking',
  hotelBookingDetail: 'hotelBooking',
  railwaysGeneral: 'trains',
  railwaysSearch: 'trains',
  railwaysSeatmap: 'trains',
  railwaysReservation: 'trainBooking',
  railwaysBookingDetail: 'trainBooking',
  ticketVerify: 'trainBooking',
  buses: 'buses',
  busCities: 'buses',
  busTimes: 'buses',
  busGallery: 'buses',
  busSeatsInfo: 'buses',
  busFlexiFares: 'buses',
  busSaveOrders: 'busBooking',
  busBookingDetail: 'busBooking',
  eventsHome: 'events',
  eventCategories: 'events',
  eventSearch: 'events',
  eventList: 'events',
  eventShows: 'events',
  eventQuote: 'eventBooking',
  eventQuoted: 'eventBooking',
  eventReservation: 'eventBooking',
  eventBookingDetail: 'eventBooking',
  supportList: 'support',
  supportCreate: 'support',
  supportUpload: 'support',
  supportAttachment: 'support',
  supportThread: 'support',
  supportSend: 'support',
  supportRead: 'support',
  supportTyping: 'support',
  supportReopen: 'support',
  deskQueue: 'support',
  deskCannedReplies: 'support',
  deskThread: 'support',
  deskAssign: 'support',
  deskStatus: 'support',
  deskReply: 'support',
  deskRead: 'support',
  deskTyping: 'support',
  cancellationQuote: 'cancellation',
  cancelBooking: 'cancellation',
  refundTracker: 'cancellation',
  deskCancellationQuote: 'cancellation',
  deskApproveCancellation: 'cancellation',
}
