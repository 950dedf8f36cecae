import { z } from 'zod/mini'
import {
  captchaSchema,
  countryCodeSchema,
  currencyCodeSchema,
  localizedTextSchema,
  moneySchema,
  verticalSchema,
} from './common'
import { BOOKING_STATUSES, BOOKING_TYPES } from './bookingKinds'
import { messages } from './messages'

export const geolocationResponseSchema = z.object({ country: z.nullable(countryCodeSchema) })

export const settingsRequestSchema = z.object({
  /** Only these top-level groups; all when absent. */
  groups: z.optional(
    z.array(z.enum(['site', 'localization', 'home'], { error: messages.invalidValue }), {
      error: messages.invalidValue,
    }),
  ),
})

/** The artwork the client ships for home-page offers and events. */
export const ART_KEYS = [
  'flights',
  'hotels',
  'bus',
  'train',
  'events',
  'music',
  'motorsport',
  'heritage',
  'festival',
  'football',
  'desert',
] as const
export const artKeySchema = z.enum(ART_KEYS)
export type ArtKey = z.infer<typeof artKeySchema>

export const offerSchema = z.object({
  id: z.string(),
  vertical: verticalSchema,
  title: localizedTextSchema,
  description: localizedTextSchema,
  promoCode: z.nullable(z.string()),
  discountPercent: z.nullable(z.int().check(z.minimum(1), z.maximum(100))),
  validUntil: z.iso.date(),
  /** Which shipped artwork illustrates it. */
  art: artKeySchema,
})
export type Offer = z.infer<typeof offerSchema>

export const featuredEventSchema = z.object({
  slug: z.string(),
  title: localizedTextSchema,
  venue: localizedTextSchema,
  city: localizedTextSchema,
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  priceFrom: moneySchema,
  category: localizedTextSchema,
  art: artKeySchema,
})
export type FeaturedEvent = z.infer<typeof featuredEventSchema>

export const siteSettingsSchema = z.object({
  name: localizedTextSchema,
  supportEmail: z.email(),
  supportPhone: z.string(),
  whatsapp: z.string(),
  office: z.object({
    name: localizedTextSchema,
    streetAddress: localizedTextSchema,
    locality: localizedTextSchema,
    region: localizedTextSchema,
    postalCode: z.string(),
    country: countryCodeSchema,
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** Support is open every day of the week between these local times. */
  openingHours: z.object({ opens: z.string(), closes: z.string() }),
  social: z.array(z.object({ network: z.string(), url: z.url() })),
})

export const localizationSettingsSchema = z.object({
  defaultCurrency: currencyCodeSchema,
  /** Visitors from these countries get Arabic on their first visit (SPEC.md §4 startup). */
  arabicCountries: z.array(countryCodeSchema),
})

export const homeSettingsSchema = z.object({
  offers: z.array(offerSchema),
  featuredEvents: z.array(featuredEventSchema),
})

export const settingsSchema = z
  .partial(
    z.object({
      site: siteSettingsSchema,
      localization: localizationSettingsSchema,
      home: homeSettingsSchema,
    }),
  )
  .register(z.globalRegistry, { id: 'Settings' })
export type Settings = z.infer<typeof settingsSchema>

export const settingsResponseSchema = z.object({ settings: settingsSchema })
export type SettingsResponse = z.infer<typeof settingsResponseSchema>

export const utilitiesQuerySchema = z.object({
  api_key: z.optional(z.string({ error: messages.invalidValue })),
})

export const bookingServiceSchema = z.object({
  vertical: verticalSchema,
  title: localizedTextSchema,
  description: localizedTextSchema,
})

export const bookingTypeSchema = z.enum(BOOKING_TYPES)

export const bookingStatusSchema = z.enum(BOOKING_STATUSES)

export const utilitiesSchema = z
  .object({
    verticals: z.array(z.object({ id: verticalSchema, name: localizedTextSchema })),
    bookingServices: z.array(bookingServiceSchema),
    bookingTypes: z.array(z.object({ id: bookingTypeSchema, name: localizedTextSchema })),
    bookingStatuses: z.array(z.object({ id: bookingStatusSchema, name: localizedTextSchema })),
    passengerPrefixes: z.array(z.object({ id: z.enum(['Mr', 'Mrs.', 'Miss.']), name: localizedTextSchema })),
    genders: z.array(z.object({ id: z.enum(['male', 'female']), name: localizedTextSchema })),
  })
  .register(z.globalRegistry, { id: 'Utilities' })
export type Utilities = z.infer<typeof utilitiesSchema>

export const utilitiesResponseSchema = z.object({ utilities: utilitiesSchema })

export const pathLookupQuerySchema = z.object({
  path: z
    .string({ error: messages.requiredField })
    .check(
      z.startsWith('/', { error: messages.invalidValue }),
      z.maxLength(2048, { error: messages.invalidValue }),
    ),
})
export const redirectSchema = z.object({
  /** A path inside the site, or an absolute http(s) URL elsewhere. */
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  external: z.boolean(),
})
export const pathLookupResponseSchema = z.object({ redirect: z.nullable(redirectSchema) })
export type PathLookupResponse = z.infer<typeof pathLookupResponseSchema>

export const pageSlugParamsSchema = z.object({
  slug: z
    .string({ error: messages.invalidValue })
    .check(z.regex(/^[a-z0-9-]{1,80}$/, { error: messages.invalidValue })),
})
export const pageBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
])
export const pageSchema = z
  .object({
    slug: z.string(),
    /** In the language of the request's locale header. */
    title: z.string(),
    summary: z.string(),
    blocks: z.array(pageBlockSchema),
    updatedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'Page' })
export type Page = z.infer<typeof pageSchema>
export type PageBlock = z.infer<typeof pageBlockSchema>
export const pageResponseSchema = z.object({ page: pageSchema })

const NAME_PATTERN = /^[\p{L}\s]+$/u

/** Contact form (SPEC.md §3): full name, email, message, with the spec's messages. */
export const contactRequestSchema = z.object({
  fullName: z
    .string({ error: messages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.nameRequired, abort: true }),
      z.minLength(3, { error: messages.nameMinLength, abort: true }),
      z.maxLength(100, { error: messages.nameTooLong }),
      z.regex(NAME_PATTERN, { error: messages.nameLettersOnly }),
    ),
  email: z.pipe(
    z
      .string({ error: messages.emailRequired })
      .check(z.trim(), z.minLength(1, { error: messages.emailRequired, abort: true })),
    z.email({ error: messages.invalidEmail }),
  ),
  message: z
    .string({ error: messages.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.messageRequired, abort: true }),
      z.maxLength(2000, { error: messages.messageTooLong }),
    ),
  captcha: captchaSchema,
})
export type ContactRequest = z.infer<typeof contactRequestSchema>
export const contactResponseSchema = z.object({ id: z.string(), message: z.string() })
