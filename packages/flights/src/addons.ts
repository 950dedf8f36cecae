import type { Money } from '@rihla/api-contract'
import { CABINS } from '@rihla/api-contract/flights'
import type { Fare } from '@rihla/api-contract/flights'
import type {
  Quote,
  SeatSelection,
  baggageOptionSchema,
  mealOptionSchema,
  seatSchema,
} from '@rihla/api-contract/flight-booking'
import type { PassengerSlot } from '@rihla/api-contract/passenger'
import type { z } from 'zod/mini'
import type { FlightDraft } from './draft'

// The add-on choices of a booking as the reserve request wants them, and what they cost. Every price
// comes from the server's option lists; the server prices the booking again from its own lists.

export type BaggageOption = z.infer<typeof baggageOptionSchema>
export type MealOption = z.infer<typeof mealOptionSchema>
export type Seat = z.infer<typeof seatSchema>

/** A passenger as the add-ons know them: index in the booking, type and ordinal ("Adult 2"). */
export type Traveller = PassengerSlot

/** Infants travel on an adult's lap: only adults and children get a seat. */
export const seatedTravellers = (travellers: Traveller[]) =>
  travellers.filter((traveller) => traveller.type !== 'infant')

type BaggageChoices = FlightDraft['baggage']
type MealChoices = FlightDraft['meals']
type SsrChoices = FlightDraft['ssr']

const legOf = (options: BaggageOption[], optionId: string) =>
  options.find((option) => option.id === optionId)?.leg

/** The extra baggage option a passenger has on a leg, or null. */
export function baggageChoiceOf(
  choices: BaggageChoices,
  options: BaggageOption[],
  passenger: number,
  leg: number,
): BaggageOption | null {
  const chosen = choices.find(
    (choice) => choice.passenger === passenger && legOf(options, choice.optionId) === leg,
  )
  return options.find((option) => option.id === chosen?.optionId) ?? null
}

/** A passenger's extra baggage on one leg replaced (at most one option per passenger and leg). */
export function withBaggage(
  choices: BaggageChoices,
  options: BaggageOption[],
  passenger: number,
  leg: number,
  optionId: string | null,
): BaggageChoices {
  const kept = choices.filter(
    (choice) => choice.passenger !== passenger || legOf(options, choice.optionId) !== leg,
  )
  return optionId ? [...kept, { passenger, optionId }] : kept
}

export function mealChoiceOf(choices: MealChoices, passenger: number, segment: string): string | null {
  return choices.find((choice) => choice.passenger === passenger && choice.segment === segment)?.code ?? null
}

/** A passenger's meal on one flight replaced; null means no special meal. */
export function withMeal(
  choices: MealChoices,
  passenger: number,
  segment: string,
  code: string | null,
): MealChoices {
  const kept = choices.filter((choice) => choice.passenger !== passenger || choice.segment !== segment)
  return code ? [...kept, { passenger, segment, code }] : kept
}

export const ssrCodesOf = (choices: SsrChoices, passenger: number) =>
  choices.filter((choice) => choice.passenger === passenger).map((choice) => choice.code)

/** A passenger's special assistance requests replaced by `codes`. */
export function withSsr(choices: SsrChoices, passenger: number, codes: string[]): SsrChoices {
  return [
    ...choices.filter((choice) => choice.passenger !== passenger),
    ...[...new Set(codes)].map((code) => ({ passenger, code })),
  ]
}

export interface AddonPrices {
  baggage: Money
  meals: Money
  seats: Money
  total: Money
}

const sum = (prices: (Money | undefined)[], currency: string): Money => ({
  amount: prices.reduce((total, price) => total + (price?.amount ?? 0), 0),
  currency,
})

/**
 * What the chosen add-ons cost, in the quote's currency (the server prices options and seats in the
 * session's currency). A choice the option lists do not know costs nothing here and fails at reserve.
 */
export function addonPrices(
  choices: Pick<FlightDraft, 'baggage' | 'meals'>,
  seats: SeatSelection[],
  options: { baggage: BaggageOption[]; meals: MealOption[] },
  currency: string,
): AddonPrices {
  const baggage = sum(
    choices.baggage.map((choice) => options.baggage.find((option) => option.id === choice.optionId)?.price),
    currency,
  )
  const meals = sum(
    choices.meals.map(
      (choice) =>
        options.meals.find((meal) => meal.code === choice.code && meal.segment === choice.segment)?.price,
    ),
    currency,
  )
  const seatTotal = sum(
    seats.map((seat) => seat.price),
    currency,
  )
  return {
    baggage,
    meals,
    seats: seatTotal,
    total: { amount: baggage.amount + meals.amount + seatTotal.amount, currency },
  }
}

/** The trip's total: the quoted fare and the add-ons. */
export const tripTotal = (quote: Quote, addons: AddonPrices): Money => ({
  amount: quote.price.total.amount + addons.total.amount,
  currency: quote.price.total.currency,
})

/**
 * Legs on which the traveller has still to decide about extra baggage: on a fare without checked
 * baggage every leg needs a decision (some bought, or "No extra baggage" recorded) before going on.
 */
export function undecidedBaggageLegs(
  fare: Fare,
  legCount: number,
  draft: Pick<FlightDraft, 'baggage' | 'baggageDecided'>,
  options: BaggageOption[],
): number[] {
  if (fare.baggage.checkedPieces > 0) return []
  const bought = new Set(draft.baggage.map((choice) => legOf(options, choice.optionId)))
  return Array.from({ length: legCount }, (_, leg) => leg).filter(
    (leg) => !draft.baggageDecided.includes(leg) && !bought.has(leg),
  )
}

/** Legs added to the decided ones, each once. */
export const withDecidedLegs = (decided: number[], legs: number[]) =>
  [...new Set([...decided, ...legs])].sort((a, b) => a - b)

export type SeatRefusal = 'exit_row_adults_only' | 'unavailable'

/** Why a passenger may not take a seat, or null when they may: exit rows are for adults only. */
export function seatRefusal(seat: Seat, traveller: Traveller): SeatRefusal | null {
  if (seat.state === 'occupied' || seat.state === 'other_cabin') return 'unavailable'
  if (seat.exitRow && traveller.type !== 'adult') return 'exit_row_adults_only'
  return null
}

export type FareGain = 'cabin' | 'checked_baggage' | 'cabin_baggage' | 'changeable' | 'refundable'

export interface UpgradeChoice {
  fare: Fare
  /** What the whole party pays on top of the current fare. */
  difference: Money
  gains: FareGain[]
}

const cabinRank = (fare: Fare) => CABINS.indexOf(fare.cabin)

/** What a fare gives beyond the current one. */
export function fareGains(current: Fare, fare: Fare): FareGain[] {
  const gains: FareGain[] = []
  if (cabinRank(fare) > cabinRank(current)) gains.push('cabin')
  const checked = (candidate: Fare) => candidate.baggage.checkedPieces * candidate.baggage.checkedKg
  if (checked(fare) > checked(current)) gains.push('checked_baggage')
  if (fare.baggage.cabinKg > current.baggage.cabinKg) gains.push('cabin_baggage')
  if (fare.changeable && !current.changeable) gains.push('changeable')
  if (fare.refundable && !current.refundable) gains.push('refundable')
  return gains
}

/**
 * The fares above the current one: a higher cabin, or the same cabin with more for more money.
 * Cheapest first.
 */
export function upgradeChoices(current: Fare, fares: Fare[]): UpgradeChoice[] {
  return fares
    .filter((fare) => fare.id !== current.id)
    .filter((fare) => fare.seatsLeft > 0)
    .filter(
      (fare) =>
        cabinRank(fare) > cabinRank(current) ||
        (cabinRank(fare) === cabinRank(current) && fare.price.total.amount > current.price.total.amount),
    )
    .map((fare) => ({
      fare,
      difference: {
        amount: fare.price.total.amount - current.price.total.amount,
        currency: fare.price.total.currency,
      },
      gains: fareGains(current, fare),
    }))
    .sort((a, b) => a.difference.amount - b.difference.amount)
}
