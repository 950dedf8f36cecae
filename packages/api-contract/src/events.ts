import { z } from 'zod/mini'
import { moneySchema, pricingCurrencySchema, requiredString } from './common'
import { isIsoDate } from './dates'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'

// The consumer API's event calls (SPEC.md §7 Events): the events home (featured, categories, cities), the
// categories, a search by name, city and date, a category's listing with filters and sorts, an event's
// shows with their passes. The quote, the reservation and the e-tickets are in ./eventBooking. Events are
// booked by passes (SPEC.md §1): a ticket line is a pass and its quantity (§3).

/** At most this many tickets in one order, whatever each pass allows. */
export const EVENT_MAX_TICKETS = 10
/** How long a reserved event booking waits for payment; its tickets stay taken meanwhile. */
export const EVENT_PAYMENT_WINDOW_MINUTES = 15
/** A pass with this many tickets left or fewer shows "few left". */
export const EVENT_FEW_LEFT = 20
/** A listing's page. */
export const EVENT_PAGE_SIZE = 12
/** The most events one search answers, soonest first: narrowing the search finds the rest. */
export const EVENT_SEARCH_MAX_RESULTS = 48

export const EVENT_SORTS = ['date', 'price_low', 'price_high', 'popular'] as const
export const eventSortSchema = z.enum(EVENT_SORTS, { error: messages.invalidValue })
export type EventSort = z.infer<typeof eventSortSchema>

/** available; few_left (at most EVENT_FEW_LEFT); sold_out. */
export const AVAILABILITY = ['available', 'few_left', 'sold_out'] as const
export const availabilitySchema = z.enum(AVAILABILITY)
export type Availability = z.infer<typeof availabilitySchema>

const isoDateSchema = requiredString(messages.dateRequired).check(
  z.refine(isIsoDate, { error: messages.invalidValue }),
)

// ——— categories, venues and events ———

/** Texts come in the caller's language (the language header). */
export const eventCategorySchema = z
  .object({
    /** Also the category page's slug: `/events/{id}`. */
    id: z.string(),
    name: z.string(),
    /** Events with a show still on sale. */
    upcoming: z.int(),
    /** The shipped artwork that illustrates it (site.ts ART_KEYS). */
    art: z.string(),
  })
  .register(z.globalRegistry, { id: 'EventCategory' })
export type EventCategory = z.infer<typeof eventCategorySchema>

export const eventVenueSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** What kind of place: "Stadium", "Festival grounds". */
  kind: z.string(),
})
export type EventVenue = z.infer<typeof eventVenueSchema>

export const eventImageSchema = z.object({
  /** Served by the API (webp); `srcset` gives the 2x file. */
  src: z.string(),
  srcset: z.string(),
  width: z.int(),
  height: z.int(),
  alt: z.string(),
})
export type EventImage = z.infer<typeof eventImageSchema>

/** An event as listings and search show it. */
export const eventSummarySchema = z
  .object({
    id: z.string(),
    /** The detail page's: `/events/detail/{slug}`. */
    slug: z.string(),
    title: z.string(),
    category: z.object({ id: z.string(), name: z.string() }),
    city: z.string(),
    venue: z.string(),
    /** The first and last day with a show on sale (the same day for a one-day event). */
    startsOn: z.string(),
    endsOn: z.string(),
    /** The cheapest pass still on sale; null when every show is sold out. */
    priceFrom: z.nullable(moneySchema),
    availability: availabilitySchema,
    image: eventImageSchema,
    featured: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'EventSummary' })
export type EventSummary = z.infer<typeof eventSummarySchema>

export const eventDetailSchema = z
  .object({
    ...eventSummarySchema.shape,
    description: z.string(),
    /** What the visitor should know: "Ages 16 and over", "Children under 12 with an adult". */
    ageRule: z.string(),
    /** The youngest age admitted (0 for all ages). */
    minimumAge: z.int(),
    /** When every ticket carries its attendee's name (checked at the gate), one name per ticket. */
    namedTickets: z.boolean(),
    venue: eventVenueSchema,
    gallery: z.array(eventImageSchema),
    /** The event's own page, shareable: `/events/detail/{slug}` on the site. */
    shareUrl: z.string(),
  })
  .register(z.globalRegistry, { id: 'EventDetail' })
export type EventDetail = z.infer<typeof eventDetailSchema>

// ——— home, categories, search, listing ———

/** Prices come in this currency (the home has no body; it is a query parameter, SAR when absent). */
export const eventsHomeQuerySchema = z.object({ currency: pricingCurrencySchema })

export const eventsHomeResponseSchema = z.object({
  featured: z.array(eventSummarySchema),
  categories: z.array(eventCategorySchema),
  /** Cities with events on sale, for the search's city list. */
  cities: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Soonest first. */
  upcoming: z.array(eventSummarySchema),
})
export type EventsHome = z.infer<typeof eventsHomeResponseSchema>

export const eventCategoriesResponseSchema = z.object({ categories: z.array(eventCategorySchema) })

/** By name (as the visitor types), city and dates; every part optional, together they narrow. */
export const eventSearchQuerySchema = z
  .object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: messages.invalidValue }))),
    city: z.optional(z.string()),
    from: z.optional(isoDateSchema),
    to: z.optional(isoDateSchema),
    currency: pricingCurrencySchema,
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: messages.returnBeforeDeparture,
      path: ['to'],
    }),
  )
export type EventSearchQuery = z.infer<typeof eventSearchQuerySchema>
export const eventSearchResponseSchema = z.object({ events: z.array(eventSummarySchema) })

/** A category's listing (`/events/{slug}`): filters, a sort and a page. */
export const eventListRequestSchema = z
  .object({
    category: requiredString(messages.requiredField),
    city: z.optional(z.string()),
    from: z.optional(isoDateSchema),
    to: z.optional(isoDateSchema),
    /** The event's lowest price, in minor units of the caller's currency (as `priceRange` gives them). */
    priceMin: z.optional(z.number().check(z.nonnegative({ error: messages.invalidValue }))),
    priceMax: z.optional(z.number().check(z.nonnegative({ error: messages.invalidValue }))),
    sort: z._default(eventSortSchema, 'date'),
    page: z._default(
      z.int({ error: messages.invalidValue }).check(z.minimum(1, { error: messages.invalidValue })),
      1,
    ),
    currency: pricingCurrencySchema,
  })
  .check(
    z.refine((request) => !request.from || !request.to || request.from <= request.to, {
      error: messages.returnBeforeDeparture,
      path: ['to'],
    }),
  )
export type EventListRequest = z.input<typeof eventListRequestSchema>
export const eventListResponseSchema = z.object({
  category: eventCategorySchema,
  events: z.array(eventSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** The cities and price range of the whole category, for the filters. */
  cities: z.array(z.object({ id: z.string(), name: z.string() })),
  priceRange: z.nullable(z.object({ min: moneySchema, max: moneySchema })),
})
export type EventList = z.infer<typeof eventListResponseSchema>

// ——— shows and passes ———

export const eventPassSchema = z
  .object({
    id: z.string(),
    /** The pass type (saudi-facts `pass_types`): general_admission, vip, grandstand, day_pass… */
    type: z.string(),
    name: z.string(),
    /** What the pass includes, one item a line. */
    includes: z.array(z.string()),
    price: moneySchema,
    availability: availabilitySchema,
    /** Tickets left, when few (availability few_left); null otherwise. */
    left: z.nullable(z.int()),
    /** At most this many of this pass in one order (never above EVENT_MAX_TICKETS or what is left). */
    perOrderLimit: z.int(),
  })
  .register(z.globalRegistry, { id: 'EventPass' })
export type EventPass = z.infer<typeof eventPassSchema>

export const eventShowSchema = z
  .object({
    id: z.string(),
    /** ISO times with the +03:00 offset. */
    startsAt: z.string(),
    endsAt: z.string(),
    /** "Day 2", "Saturday session"; null for a one-show event. */
    label: z.nullable(z.string()),
    availability: availabilitySchema,
    passes: z.array(eventPassSchema),
  })
  .register(z.globalRegistry, { id: 'EventShow' })
export type EventShow = z.infer<typeof eventShowSchema>

/** An event by its id or slug: its detail and its shows on sale, soonest first, with their passes. */
export const eventShowsRequestSchema = z.object({
  event: requiredString(messages.requiredField),
  currency: pricingCurrencySchema,
})
export const eventShowsResponseSchema = z.object({
  event: eventDetailSchema,
  shows: z.array(eventShowSchema),
})
export type EventShows = z.infer<typeof eventShowsResponseSchema>

export const eventsEndpoints = {
  eventsHome: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/events/home',
    auth: 'none',
    query: eventsHomeQuerySchema,
    response: eventsHomeResponseSchema,
  }),
  eventCategories: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/events/categories',
    auth: 'none',
    response: eventCategoriesResponseSchema,
  }),
  eventSearch: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/events/search',
    auth: 'none',
    query: eventSearchQuerySchema,
    response: eventSearchResponseSchema,
  }),
  eventList: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/events/list',
    auth: 'none',
    body: eventListRequestSchema,
    response: eventListResponseSchema,
  }),
  eventShows: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/events/shows',
    auth: 'none',
    body: eventShowsRequestSchema,
    response: eventShowsResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>
