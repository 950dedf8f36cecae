import { localeSchema } from '@rihla/api-contract'
import { atomWithStorage } from 'jotai/utils'
import * as z from 'zod/mini'
import { STORAGE_PREFIX, validatedStorage } from './storage'

const preferencesSchema = z.object({
  selectedCurrency: z.nullable(z.string()),
  selectedLanguage: localeSchema,
  captchaToken: z.nullable(z.string()),
})
export type Preferences = z.infer<typeof preferencesSchema>

/**
 * The visitor's choices from the general store of SPEC.md §3. The server lists of that store
 * (countries, currencies, settings, utilities…) are TanStack Query data, persisted with the query
 * cache, not copied here.
 */
export const preferencesAtom = atomWithStorage<Preferences>(
  `${STORAGE_PREFIX}preferences`,
  { selectedCurrency: null, selectedLanguage: 'en', captchaToken: null },
  validatedStorage(preferencesSchema),
  { getOnInit: true },
)
