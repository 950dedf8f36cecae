import { atom } from 'jotai'
import { createJSONStorage } from 'jotai/utils'

// What the traveller has entered for one search session (RefID) between the details steps and the
// reservation, per vertical. Kept in session storage so a reload or the back button on any step loses
// nothing, and a closed tab leaves no personal data behind.

/**
 * A vertical's drafts, one per session: `draftAtom(refId)` reads a session's draft (`empty()` until
 * something is entered) and sets it with a partial update; `forgetDraftAtom` drops a session's draft
 * once its booking exists.
 */
export function createDraftStore<T extends object>(vertical: string, empty: () => T) {
  const key = `rihla:${vertical}:drafts`
  const storage = createJSONStorage<Record<string, T>>(
    () =>
      // jotai's storage reads nothing when there is none (the server); its types do not say so.
      (typeof window === 'undefined' ? undefined : sessionStorage) as Storage,
  )
  const writtenAtom = atom<Record<string, T> | null>(null)

  // Read from storage on a store's first read, not once when this module loads (as atomWithStorage's
  // getOnInit does): an app or widget store made later, or a test's, then starts from what is stored now.
  const draftsAtom = atom(
    (get) => get(writtenAtom) ?? storage.getItem(key, {}),
    (_get, set, drafts: Record<string, T>) => {
      set(writtenAtom, drafts)
      storage.setItem(key, drafts)
    },
  )

  const draftAtom = (refId: string) =>
    atom(
      (get) => get(draftsAtom)[refId] ?? empty(),
      (get, set, update: Partial<T>) => {
        const drafts = get(draftsAtom)
        set(draftsAtom, { ...drafts, [refId]: { ...(drafts[refId] ?? empty()), ...update } })
      },
    )

  const forgetDraftAtom = atom(null, (get, set, refId: string) => {
    const { [refId]: _done, ...rest } = get(draftsAtom)
    set(draftsAtom, rest)
  })

  return { key, draftAtom, forgetDraftAtom }
}

export type DraftStore<T extends object> = ReturnType<typeof createDraftStore<T>>
