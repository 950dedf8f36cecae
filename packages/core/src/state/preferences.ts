import type { StoredValues } from './storedSchemas'
import { storedAtom } from './storage'

export type Preferences = StoredValues['preferences']

/**
 * The visitor's choices from the general store of SPEC.md §3. The server lists of that store
 * (countries, currencies, settings, utilities…) are TanStack Query data, persisted with the query
 * cache, not copied here.
 */
export const preferencesAtom = storedAtom('preferences', {
  selectedCurrency: null,
  selectedLanguage: 'en',
  captchaToken: null,
})
