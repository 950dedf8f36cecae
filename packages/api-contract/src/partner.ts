import { z } from 'zod/mini'
import { countryCodeSchema, currencyCodeSchema, localizedTextSchema } from './common'
import { messages } from './messages'

export const partnerTokenRequestSchema = z.object({
  username: z
    .string({ error: messages.requiredField })
    .check(z.minLength(1, { error: messages.requiredField })),
  password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, { error: messages.passwordRequired })),
})
export type PartnerTokenRequest = z.infer<typeof partnerTokenRequestSchema>

export const partnerTokenResponseSchema = z.object({
  Token: z.string(),
  /** Seconds until the token stops being accepted. */
  expires_in: z.int().check(z.positive()),
})
export type PartnerTokenResponse = z.infer<typeof partnerTokenResponseSchema>

export const currencySchema = z
  .object({
    code: currencyCodeSchema,
    name: localizedTextSchema,
    /** ISO 4217 minor units: amounts in this currency are integers of 10^-decimals. */
    decimals: z.int().check(z.minimum(0), z.maximum(3)),
    /** Units of this currency per one Saudi riyal. */
    rate: z.number().check(z.positive()),
  })
  .register(z.globalRegistry, { id: 'Currency' })
export type Currency = z.infer<typeof currencySchema>

export const supportedCurrenciesResponseSchema = z.object({ currencies: z.array(currencySchema) })
export type SupportedCurrenciesResponse = z.infer<typeof supportedCurrenciesResponseSchema>

export const clientCurrencyResponseSchema = z.object({ client_currency: currencyCodeSchema })

export const countrySchema = z
  .object({
    code: countryCodeSchema,
    /** In the language of the request's locale header. */
    name: z.string(),
    dialCode: z.string(),
    currency: z.nullable(currencyCodeSchema),
  })
  .register(z.globalRegistry, { id: 'Country' })
export type Country = z.infer<typeof countrySchema>

export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) })
export type CountriesResponse = z.infer<typeof countriesResponseSchema>
