import { localeSchema, userSchema } from '@rihla/api-contract'
import * as z from 'zod/mini'

/**
 * What each value kept in localStorage must look like to be used: one written by an older build, or
 * edited by hand, that no longer parses reads as the value's default instead of crashing the app. In
 * their own chunk, which loads after the first render (see storage.ts).
 */
export const storedSchemas = {
  /** The persisted user store of SPEC.md §3. */
  user: z.nullable(userSchema),
  /** The persisted auth store: partner bearer tokens for the flight and hotel APIs. */
  auth: z.object({ token: z.nullable(z.string()), hotelToken: z.nullable(z.string()) }),
  /** The visitor's choices from the general store of SPEC.md §3. */
  preferences: z.object({
    selectedCurrency: z.nullable(z.string()),
    selectedLanguage: localeSchema,
    captchaToken: z.nullable(z.string()),
  }),
}
export type StoredSchemas = typeof storedSchemas
export type StoredValues = { [K in keyof StoredSchemas]: z.output<StoredSchemas[K]> }
