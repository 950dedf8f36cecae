import { isMessage, messages, serverMessages } from '@rihla/api-contract'
import type { LocalizedText, Message } from '@rihla/api-contract'
import { passengerSchema, passengerSlots } from '@rihla/api-contract/passenger'
import type { PassengerCounts, PassengerType } from '@rihla/api-contract/passenger'
import { FieldError, FieldErrors } from '../../errors'

// The travellers of a flight, train or bus booking, checked against the search they were counted in.

/** Passengers are listed adults first, then children, then infants, as the search counts them. */
export const expectedTypes = (counts: PassengerCounts): PassengerType[] =>
  passengerSlots(counts).map(({ type }) => type)

export const TYPE_LABELS: Record<PassengerType, LocalizedText> = {
  adult: { en: 'Adults', ar: 'البالغون' },
  child: { en: 'Children', ar: 'الأطفال' },
  infant: { en: 'Infants', ar: 'الرضع' },
}

/**
 * Each passenger checked as the type the search counted, in its age band on the travel date: a
 * domestic trip needs the National ID, an international one the passport. A 400 names every bad field.
 */
export function checkPassengers(
  passengers: readonly { type: PassengerType }[],
  counts: PassengerCounts,
  rules: { travelDate: string; domestic: boolean; today: string },
) {
  const expected = expectedTypes(counts)
  if (
    passengers.length !== expected.length ||
    passengers.some((passenger, index) => passenger.type !== expected[index])
  ) {
    throw new FieldError('passengers', serverMessages.passengersMismatch)
  }
  const problems: { field: string; userMessage: Message }[] = []
  const checked = passengers.map((passenger, index) => {
    const result = passengerSchema({
      type: passenger.type,
      travelDate: rules.travelDate,
      today: rules.today,
      requirePassport: !rules.domestic,
      requireNationalId: rules.domestic,
    }).safeParse(passenger)
    if (result.success) return { type: passenger.type, ...result.data }
    const seen = new Set<string>()
    for (const issue of result.error.issues) {
      const field = ['passengers', index, ...issue.path].join('.')
      if (seen.has(field)) continue
      seen.add(field)
      problems.push({ field, userMessage: isMessage(issue.message) ? issue.message : messages.invalidValue })
    }
    return null
  })
  if (problems.length) throw new FieldErrors(problems)
  return checked.filter((passenger) => passenger !== null)
}
