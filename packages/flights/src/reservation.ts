import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReserveRequest, getQuoteResponseSchema } from '@rihla/api-contract/flight-booking'
import { passengerSlots } from '@rihla/api-contract/passenger'
import { isApiError } from '@rihla/api-clients'
import type { BookingFailure } from '@rihla/booking-flow/dialogs'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import type { z } from 'zod/mini'
import type { FlightDraft } from './draft'

export type SessionQuote = z.infer<typeof getQuoteResponseSchema>

/**
 * The reserve request of a draft: who travels, how to reach them and the add-ons they chose. Never a
 * price: the server prices the booking from its own quote and option lists.
 */
export function reservePayload(refId: string, apiToken: string, draft: FlightDraft): ReserveRequest {
  return {
    refId,
    api_token: apiToken,
    passengers: draft.passengers.map((passenger) => ({ ...passenger.values, type: passenger.type })),
    contact: draft.contact,
    baggage: draft.baggage,
    meals: draft.meals,
    ssr: draft.ssr,
  }
}

/** The draft holds one passenger for each the quote counts, in its order: adults, children, infants. */
export function draftFitsQuote(draft: FlightDraft, counts: SessionQuote['quote']['passengers']) {
  const expected = passengerSlots(counts).map((slot) => slot.type)
  const types = draft.passengers.map((passenger) => passenger.type)
  return types.length === expected.length && types.every((type, index) => type === expected[index])
}

/**
 * What the `airBookingError` modal says about a failed reservation. A refused field is named by whose it
 * is ("Adult 1 · Sara Alharbi", "Contact details") before the server's message, which is already in
 * the traveller's language.
 */
export function useBookingFailure(draft: FlightDraft) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const ownerOf = (field: string) => {
    const [group, index] = field.split('.')
    if (group === 'contact') return i18n._(msg`Contact details`)
    if (group !== 'passengers' || index === undefined || !/^\d+$/.test(index)) return null
    const passenger = draft.passengers[Number(index)]
    if (!passenger) return null
    const ordinal = formatNumber(
      draft.passengers.slice(0, Number(index) + 1).filter((other) => other.type === passenger.type).length,
      locale,
    )
    const type =
      passenger.type === 'adult'
        ? i18n._(msg`Adult ${ordinal}`)
        : passenger.type === 'child'
          ? i18n._(msg`Child ${ordinal}`)
          : i18n._(msg`Infant ${ordinal}`)
    const name = `${passenger.values.firstName} ${passenger.values.lastName}`.trim()
    return name ? `${type} · ${name}` : type
  }

  return (error: unknown): BookingFailure => {
    if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length) {
      return {
        kind: 'fields',
        problems: Object.entries(error.fieldErrors).map(([field, message]) => {
          const owner = ownerOf(field)
          return { id: field, text: owner ? `${owner}: ${message}` : message }
        }),
      }
    }
    if (isApiError(error) && error.kind === 'http') return { kind: 'failed', message: error.message }
    return {
      kind: 'failed',
      message: i18n._(msg`We could not reach the airline. Please check your connection and try again.`),
    }
  }
}
