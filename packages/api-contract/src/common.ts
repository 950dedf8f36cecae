import { z } from 'zod/mini'
import { LOCALES } from './locales'
import { messages } from './messages'
import type { Message } from './messages'

export const localeSchema = z.enum(LOCALES)

/** A required text field, trimmed; empty text fails with `message`. */
export const requiredString = (message: Message) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }))
/** A reference the server handed out (a search's, an itinerary's, a fare's): any non-empty text. */
export const refIdSchema = requiredString(messages.requiredField)

/** Request headers every client sends (SPEC.md §7, §9). */
export const HEADERS = {
  locale: 'locale',
  appVersion: 'app-version',
  authorization: 'authorization',
} as const
export const APP_VERSION = '68'
/** The one bookings call that announces itself as app version 70. */
export const BOOKINGS_APP_VERSION = '70'

export const localizedTextSchema = z
  .object({ en: z.string(), ar: z.string() })
  .register(z.globalRegistry, { id: 'LocalizedText' })
export type LocalizedText = z.infer<typeof localizedTextSchema>

export const currencyCodeSchema = z.string().check(z.regex(/^[A-Z]{3}$/, { error: messages.invalidCurrency }))
/** The currency a priced call uses when the caller names none (a visitor's first moments, before one is chosen). */
export const DEFAULT_CURRENCY = 'SAR'
/** A priced call's currency: the caller's, or `DEFAULT_CURRENCY`. */
export const pricingCurrencySchema = z._default(currencyCodeSchema, DEFAULT_CURRENCY)
export const countryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, { error: messages.invalidValue }))

/** Money is integer minor units plus an ISO 4217 code (DESIGN.md §6). */
export const moneySchema = z
  .object({ amount: z.int(), currency: currencyCodeSchema })
  .register(z.globalRegistry, { id: 'Money', description: 'Integer minor units of an ISO 4217 currency' })
export type Money = z.infer<typeof moneySchema>

/** The verticals a widget may allow (SPEC.md §2, route names). */
export const VERTICALS = ['airline', 'bus', 'hotel', 'event', 'train', 'my_bookings', 'support'] as const
export const verticalSchema = z.enum(VERTICALS)
export type Vertical = z.infer<typeof verticalSchema>

/** Body of every 400: each bad field with its message, in the caller's language. */
export const validationErrorSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  })
  .register(z.globalRegistry, { id: 'ValidationError' })
export type ValidationError = z.infer<typeof validationErrorSchema>

/** Body of every other error answer. */
export const errorSchema = z.object({ message: z.string() }).register(z.globalRegistry, { id: 'Error' })
export type ApiError = z.infer<typeof errorSchema>

/** The ALTCHA widget's base64 payload (its `altcha` form value), verified by the server. */
export const captchaSchema = z
  .string({ error: messages.captchaRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: messages.captchaRequired }),
    z.maxLength(4000, { error: messages.captchaInvalid }),
  )
