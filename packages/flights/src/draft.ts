import type { ReserveRequest, SearchCriteria } from '@rihla/api-contract/flights'
import type { PassengerType } from '@rihla/api-contract/passenger'
import type { PassengerFormValues } from '@rihla/fnf'
import { atom } from 'jotai'
import { createJSONStorage } from 'jotai/utils'

// What the traveller has entered for one search session (RefID) between passenger details and the
// reservation: the passengers, the contact details and the add-on choices. Seats and a fare upgrade are
// not here: the server holds those in the session (seat holds, the session's quote). Kept in session
// storage so a reload or the back button on any step loses nothing, and a closed tab leaves no personal
// data behind.

export interface DraftPassenger {
  type: PassengerType
  values: PassengerFormValues
}

export interface FlightDraft {
  /** The session's search, kept when a fare is quoted: once the session expires, the server no longer has it. */
  search?: SearchCriteria
  passengers: DraftPassenger[]
  contact: ReserveRequest['contact']
  baggage: NonNullable<ReserveRequest['baggage']>
  meals: NonNullable<ReserveRequest['meals']>
  ssr: NonNullable<ReserveRequest['ssr']>
  /**
   * Legs (by index) on which the traveller decided about extra baggage, buying some or not: on a fare
   * without checked baggage the add-ons step asks for that decision (missingAddons) before going on.
   */
  baggageDecided: number[]
}

export const emptyDraft = (): FlightDraft => ({
  passengers: [],
  contact: { email: '', phone: '' },
  baggage: [],
  meals: [],
  ssr: [],
  baggageDecided: [],
})

const DRAFTS_KEY = 'rihla:flights:drafts'
const draftStorage = createJSONStorage<Record<string, FlightDraft>>(() => sessionStorage)
const writtenDraftsAtom = atom<Record<string, FlightDraft> | null>(null)

// Read from storage on a store's first read, not once when this module loads (as atomWithStorage's
// getOnInit does): an app or widget store made later, or a test's, then starts from what is stored now.
const draftsAtom = atom(
  (get) => get(writtenDraftsAtom) ?? draftStorage.getItem(DRAFTS_KEY, {}),
  (_get, set, drafts: Record<string, FlightDraft>) => {
    set(writtenDraftsAtom, drafts)
    draftStorage.setItem(DRAFTS_KEY, drafts)
  },
)

/** One session's draft (empty until something is entered); set with a partial update. */
export const flightDraftAtom = (refId: string) =>
  atom(
    (get) => get(draftsAtom)[refId] ?? emptyDraft(),
    (get, set, update: Partial<FlightDraft>) => {
      const drafts = get(draftsAtom)
      set(draftsAtom, { ...drafts, [refId]: { ...(drafts[refId] ?? emptyDraft()), ...update } })
    },
  )

/** Forgets a session's draft once its booking exists. */
export const forgetDraftAtom = atom(null, (get, set, refId: string) => {
  const { [refId]: _done, ...rest } = get(draftsAtom)
  set(draftsAtom, rest)
})
