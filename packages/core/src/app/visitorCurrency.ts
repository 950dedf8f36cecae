import { useAtomValue } from 'jotai'
import type { JotaiStore } from '../routing/context'
import { preferencesAtom } from '../state/preferences'

// The visitor's currency (SPEC.md §4), null in the first moments of a first visit, before start-up has
// chosen one: a call then leaves it out and is priced in the contract's DEFAULT_CURRENCY, and a price
// shown to the visitor waits (see useVisitorMoney).

/** The visitor's currency, for a screen. */
export const useVisitorCurrency = () => useAtomValue(preferencesAtom).selectedCurrency

/** The visitor's currency, for a loader or a page's head: from the router context's store. */
export const visitorCurrency = (store: JotaiStore) => store.get(preferencesAtom).selectedCurrency
