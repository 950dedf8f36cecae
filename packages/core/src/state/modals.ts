import { atom } from 'jotai'
import type { PrimitiveAtom } from 'jotai'

/** Every modal of SPEC.md §3, each open or closed. */
export const MODAL_NAMES = [
  'flightDetail',
  'fareDetail',
  'loginModal',
  'baggageUpgrade',
  'seatSelection',
  'mealSelection',
  'missingAddons',
  'contactDetails',
  'updateFavorites',
  'sessionExpire',
  'airBookingError',
  'trainDetails',
  'priceModal',
  'quoteError',
  'eventDetail',
  'hotelDetail',
  'roomDetail',
  'noAvailability',
  'galleryModal',
  'busDetails',
  'confirmModal',
  'paymentModal',
  'paymentStatus',
  'cancelConfirmation',
  'bookingList',
  'deleteFnfModal',
] as const

export type ModalName = (typeof MODAL_NAMES)[number]

/**
 * The registry: a family over a closed set of names, so each modal re-renders only its own
 * subscribers and the set can be closed in one write.
 */
export const modalAtoms = Object.fromEntries(
  MODAL_NAMES.map((name) => [name, atom(false)]),
) as unknown as Record<ModalName, PrimitiveAtom<boolean>>

export const modalAtom = (name: ModalName) => modalAtoms[name]

export const openModalNamesAtom = atom((get) => MODAL_NAMES.filter((name) => get(modalAtoms[name])))

/** Every route change closes every modal (SPEC.md §4). */
export const closeAllModalsAtom = atom(null, (_get, set) => {
  for (const name of MODAL_NAMES) set(modalAtoms[name], false)
})
