import type { Locale } from '@rihla/api-contract'
import { fieldMessages, localizeMessage, messages } from '@rihla/api-contract'
import { MAX_SEATS, MULTI_CITY_MAX_LEGS, searchCriteriaSchema } from '@rihla/api-contract/flights'
import type { Airport, Cabin, SearchCriteria, TripType } from '@rihla/api-contract/flights'

/** One flight of the form: airports as picked (with their city names, for the results address). */
export interface LegDraft {
  origin: Airport | null
  destination: Airport | null
  /** YYYY-MM-DD, or null while empty. */
  date: string | null
}

export interface SearchFormValues {
  tripType: TripType
  legs: LegDraft[]
  returnDate: string | null
  cabin: Cabin
  adults: number
  children: number
  infants: number
}

export const emptyLeg = (): LegDraft => ({ origin: null, destination: null, date: null })

export const initialSearchForm = (): SearchFormValues => ({
  tripType: 'round_trip',
  legs: [emptyLeg()],
  returnDate: null,
  cabin: 'economy',
  adults: 1,
  children: 0,
  infants: 0,
})

/** Field keys of the form's messages: `legs.0.origin`, `returnDate`, `infants`, … */
export type SearchFormErrors = Record<string, string>

/**
 * Switching the trip type keeps what was typed: a multi-city trip starts from the current flight plus
 * a second one leaving from where it lands; one way and round trip keep the first flight.
 */
export function withTripType(values: SearchFormValues, tripType: TripType): SearchFormValues {
  if (tripType === 'multi_city') {
    const [first = emptyLeg()] = values.legs
    const legs =
      values.legs.length >= 2
        ? values.legs
        : [first, { origin: first.destination, destination: null, date: null }]
    return { ...values, tripType, legs }
  }
  return { ...values, tripType, legs: values.legs.slice(0, 1) }
}

export const canAddLeg = (values: SearchFormValues) =>
  values.tripType === 'multi_city' && values.legs.length < MULTI_CITY_MAX_LEGS

/** The most of each passenger type the counters allow: 9 seats, infants on adults' laps. */
export function passengerLimits(values: Pick<SearchFormValues, 'adults' | 'children' | 'infants'>) {
  return {
    adults: MAX_SEATS - values.children,
    children: MAX_SEATS - values.adults,
    infants: values.adults,
  }
}

/** The criteria the form stands for, before the contract's checks. */
export const criteriaOf = (values: SearchFormValues) => ({
  tripType: values.tripType,
  legs: values.legs.map((leg) => ({
    origin: leg.origin?.iata ?? '',
    destination: leg.destination?.iata ?? '',
    date: leg.date ?? '',
  })),
  returnDate: values.tripType === 'round_trip' ? (values.returnDate ?? '') : null,
  cabin: values.cabin,
  adults: values.adults,
  children: values.children,
  infants: values.infants,
})

/**
 * Checks the form with the contract's own schema, so the form says what the server would: each
 * message in the visitor's language, under the field it is about (the first one per field).
 */
export function validateSearchForm(
  values: SearchFormValues,
  locale: Locale,
): { ok: true; criteria: SearchCriteria } | { ok: false; errors: SearchFormErrors } {
  const parsed = searchCriteriaSchema.safeParse(criteriaOf(values))
  if (parsed.success) return { ok: true, criteria: parsed.data }
  const errors: SearchFormErrors = fieldMessages(parsed.error.issues, locale, 'legs.0.origin')
  // The schema's trip-wide checks run once every field parses; a missing return date is worth saying
  // in the same pass as the other missing fields.
  if (values.tripType === 'round_trip' && !values.returnDate) {
    errors.returnDate ??= localizeMessage(messages.bothDatesRequired, locale)
  }
  return { ok: false, errors }
}

/**
 * The form values of a search, with its airports as looked up; null until every airport is known. The
 * results page fills the form from the search it shows, so "Modify search" after a shared link starts
 * from that search rather than from an empty form.
 */
export function formOfCriteria(
  criteria: SearchCriteria,
  airports: ReadonlyMap<string, Airport>,
): SearchFormValues | null {
  const legs = criteria.legs.map((leg) => ({
    origin: airports.get(leg.origin) ?? null,
    destination: airports.get(leg.destination) ?? null,
    date: leg.date,
  }))
  if (legs.some((leg) => !leg.origin || !leg.destination)) return null
  return {
    tripType: criteria.tripType,
    legs,
    returnDate: criteria.returnDate ?? null,
    cabin: criteria.cabin,
    adults: criteria.adults,
    children: criteria.children,
    infants: criteria.infants,
  }
}
