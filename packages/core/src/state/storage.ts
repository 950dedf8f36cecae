import { atom } from 'jotai'
import type { SetStateAction, createStore } from 'jotai'
import type { StoredSchemas, StoredValues } from './storedSchemas'

export const STORAGE_PREFIX = 'rihla:'

type Store = ReturnType<typeof createStore>
type Update<T> = (previous: T) => T

interface Restoration<T> {
  restored: boolean
  /** Updates made before the stored value was read, replayed on it when it is. */
  pending: Update<T>[]
}

/** Reads each stored value into a store and keeps it in step with other tabs' writes. */
type Restorer = (store: Store, schemas: StoredSchemas) => void

const restorers: Restorer[] = []
const restoredStores = new WeakSet<Store>()

/**
 * localStorage, or nothing where there is none (the server) or the browser refuses it: a widget framed
 * by another site, where third-party storage is blocked, reading it throws.
 */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

function write(key: string, value: unknown) {
  try {
    browserStorage()?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked (private mode): the value lives in memory for this visit.
  }
}

function read<N extends keyof StoredSchemas>(
  schemas: StoredSchemas,
  name: N,
  raw: string | null | undefined,
  initial: StoredValues[N],
): StoredValues[N] {
  if (raw === null || raw === undefined) return initial
  try {
    const parsed = schemas[name].safeParse(JSON.parse(raw))
    return parsed.success ? (parsed.data as StoredValues[N]) : initial
  } catch {
    return initial
  }
}

/**
 * A value kept in localStorage under `rihla:{name}`. The stored copy is read by `restoreStoredValues`,
 * not when the atom is first read: the schemas that check it (and zod) stay off the first page, and a
 * page the server rendered hydrates with the defaults it was rendered with. Updates made before then
 * apply to the value in memory and are replayed on the stored one when it arrives, so none is lost and
 * no stored field is overwritten with a default.
 */
export function storedAtom<N extends keyof StoredSchemas>(name: N, initial: StoredValues[N]) {
  type T = StoredValues[N]
  const key = `${STORAGE_PREFIX}${name}`
  const valueAtom = atom<T>(initial)
  const restorationAtom = atom<Restoration<T>>({ restored: false, pending: [] })

  const storedValueAtom = atom(
    (get) => get(valueAtom),
    (get, set, action: SetStateAction<T>) => {
      const update: Update<T> = typeof action === 'function' ? action : () => action
      const next = update(get(valueAtom))
      set(valueAtom, next)
      const restoration = get(restorationAtom)
      if (restoration.restored) write(key, next)
      else set(restorationAtom, { restored: false, pending: [...restoration.pending, update] })
    },
  )

  const restoreAtom = atom(null, (get, set, schemas: StoredSchemas) => {
    const { restored, pending } = get(restorationAtom)
    if (restored) return
    let raw: string | null | undefined
    try {
      raw = browserStorage()?.getItem(key)
    } catch {
      raw = null
    }
    const stored = read(schemas, name, raw, initial)
    const value = pending.reduce((current, update) => update(current), stored)
    set(valueAtom, value)
    set(restorationAtom, { restored: true, pending: [] })
    if (pending.length) write(key, value)
  })
  const syncAtom = atom(null, (_get, set, { schemas, raw }: { schemas: StoredSchemas; raw: string | null }) =>
    set(valueAtom, read(schemas, name, raw, initial)),
  )

  restorers.push((store, schemas) => {
    store.set(restoreAtom, schemas)
    const storage = browserStorage()
    if (!storage) return
    window.addEventListener('storage', (event) => {
      if (event.storageArea === storage && (event.key === key || event.key === null))
        store.set(syncAtom, { schemas, raw: event.newValue })
    })
  })
  return storedValueAtom
}

/**
 * Reads the stored values into the app's store, once: before the first render of a page the browser
 * renders, right after it for one the server rendered. True when this call read them.
 */
export async function restoreStoredValues(store: Store): Promise<boolean> {
  if (typeof window === 'undefined' || restoredStores.has(store)) return false
  const { storedSchemas } = await import('./storedSchemas')
  if (restoredStores.has(store)) return false
  restoredStores.add(store)
  for (const restore of restorers) restore(store, storedSchemas)
  return true
}
