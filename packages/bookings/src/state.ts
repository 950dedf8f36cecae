import type { Booking } from '@rihla/api-contract/bookings'
import { atom } from 'jotai'

/**
 * The booking the details (`bookingList`) or cancellation (`cancelConfirmation`) dialog is about. The
 * modal registry says whether each dialog is open; this says for which booking.
 */
export const selectedBookingAtom = atom<Booking | null>(null)
