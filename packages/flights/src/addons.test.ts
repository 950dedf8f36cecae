import { describe, expect, it } from 'vitest'
import {
  addonPrices,
  baggageChoiceOf,
  mealChoiceOf,
  seatRefusal,
  ssrCodesOf,
  undecidedBaggageLegs,
  upgradeChoices,
  withBaggage,
  withDecidedLegs,
  withMeal,
  withSsr,
} from './addons'
import type { BaggageOption, MealOption, Seat } from './addons'
import { testFare } from './testing/fixtures'

const sar = (amount: number) => ({ amount, currency: 'SAR' })

const bags: BaggageOption[] = [0, 1].flatMap((leg) =>
  [10, 20, 30].map((kg) => ({ id: `bag-${leg}-${kg}`, leg, kg, price: sar(kg * 700) })),
)
const meals: MealOption[] = [
  { code: 'MOML', name: 'Standard halal meal', segment: '0-0', price: sar(3_500) },
  { code: 'VGML', name: 'Vegetarian meal', segment: '0-0', price: sar(3_500) },
  { code: 'MOML', name: 'Standard halal meal', segment: '1-0', price: sar(0) },
]

describe('draft choices', () => {
  it('keeps one baggage option per passenger and leg', () => {
    let baggage = withBaggage([], bags, 0, 0, 'bag-0-10')
    baggage = withBaggage(baggage, bags, 0, 1, 'bag-1-30')
    baggage = withBaggage(baggage, bags, 0, 0, 'bag-0-20')
    baggage = withBaggage(baggage, bags, 1, 0, 'bag-0-10')
    expect(baggage).toEqual([
      { passenger: 0, optionId: 'bag-1-30' },
      { passenger: 0, optionId: 'bag-0-20' },
      { passenger: 1, optionId: 'bag-0-10' },
    ])
    expect(baggageChoiceOf(baggage, bags, 0, 0)?.kg).toBe(20)
    expect(withBaggage(baggage, bags, 0, 1, null)).toEqual([
      { passenger: 0, optionId: 'bag-0-20' },
      { passenger: 1, optionId: 'bag-0-10' },
    ])
    expect(baggageChoiceOf([], bags, 0, 0)).toBeNull()
  })

  it('keeps one meal per passenger and flight, and none when cleared', () => {
    let chosen = withMeal([], 0, '0-0', 'MOML')
    chosen = withMeal(chosen, 0, '0-0', 'VGML')
    chosen = withMeal(chosen, 1, '0-0', 'MOML')
    expect(mealChoiceOf(chosen, 0, '0-0')).toBe('VGML')
    expect(withMeal(chosen, 0, '0-0', null)).toEqual([{ passenger: 1, segment: '0-0', code: 'MOML' }])
  })

  it('replaces a passenger’s special assistance requests without duplicates', () => {
    const ssr = withSsr(withSsr([], 0, ['WCHR']), 1, ['BLND', 'BLND', 'DEAF'])
    expect(ssr).toEqual([
      { passenger: 0, code: 'WCHR' },
      { passenger: 1, code: 'BLND' },
      { passenger: 1, code: 'DEAF' },
    ])
    expect(ssrCodesOf(withSsr(ssr, 0, []), 0)).toEqual([])
  })
})

describe('prices', () => {
  it('adds baggage, meals and held seats from the server’s prices', () => {
    const prices = addonPrices(
      {
        baggage: [
          { passenger: 0, optionId: 'bag-0-20' },
          { passenger: 1, optionId: 'bag-1-10' },
        ],
        meals: [
          { passenger: 0, segment: '0-0', code: 'VGML' },
          { passenger: 0, segment: '1-0', code: 'MOML' },
        ],
      },
      [
        { segment: '0-0', passenger: 0, seat: '12A', price: sar(3_000), heldUntil: '2026-12-01T00:00:00Z' },
        { segment: '0-0', passenger: 1, seat: '12B', price: sar(2_000), heldUntil: '2026-12-01T00:00:00Z' },
      ],
      { baggage: bags, meals },
      'SAR',
    )
    expect(prices).toEqual({
      baggage: sar(14_000 + 7_000),
      meals: sar(3_500),
      seats: sar(5_000),
      total: sar(21_000 + 3_500 + 5_000),
    })
  })

  it('costs nothing without add-ons', () => {
    expect(addonPrices({ baggage: [], meals: [] }, [], { baggage: bags, meals }, 'SAR').total).toEqual(sar(0))
  })
})

describe('missing baggage decision', () => {
  const saver = testFare(50_000)
  it('asks about every leg of a fare without checked baggage until decided or bought', () => {
    const draft = { baggage: [], baggageDecided: [] }
    expect(undecidedBaggageLegs(saver, 2, draft, bags)).toEqual([0, 1])
    expect(
      undecidedBaggageLegs(
        saver,
        2,
        { baggage: [{ passenger: 0, optionId: 'bag-1-10' }], baggageDecided: [] },
        bags,
      ),
    ).toEqual([0])
    expect(
      undecidedBaggageLegs(saver, 2, { baggage: [], baggageDecided: withDecidedLegs([1], [0, 1]) }, bags),
    ).toEqual([])
  })

  it('asks nothing when the fare includes checked baggage', () => {
    const flex = testFare(70_000, { baggage: { checkedPieces: 1, checkedKg: 23, cabinKg: 7 } })
    expect(undecidedBaggageLegs(flex, 2, { baggage: [], baggageDecided: [] }, bags)).toEqual([])
  })
})

describe('seats', () => {
  const seat = (patch: Partial<Seat>): Seat => ({
    seat: '14A',
    cabin: 'economy',
    state: 'available',
    price: sar(9_500),
    exitRow: false,
    ...patch,
  })
  it('keeps exit rows for adults', () => {
    const exit = seat({ exitRow: true })
    expect(seatRefusal(exit, { index: 0, type: 'adult', ordinal: 1 })).toBeNull()
    expect(seatRefusal(exit, { index: 2, type: 'child', ordinal: 1 })).toBe('exit_row_adults_only')
    expect(seatRefusal(seat({ state: 'occupied' }), { index: 0, type: 'adult', ordinal: 1 })).toBe(
      'unavailable',
    )
  })
})

describe('upgrades', () => {
  const saver = testFare(50_000, { id: 'eco-saver' })
  const flex = testFare(65_000, {
    id: 'eco-flex',
    family: 'Flex',
    baggage: { checkedPieces: 1, checkedKg: 23, cabinKg: 7 },
    refundable: true,
  })
  const cheaper = testFare(45_000, { id: 'eco-light', family: 'Light' })
  const business = testFare(180_000, {
    id: 'bus-flex',
    cabin: 'business',
    family: 'Business Flex',
    baggage: { checkedPieces: 2, checkedKg: 32, cabinKg: 12 },
    changeable: true,
    refundable: true,
  })
  const soldOut = testFare(90_000, { id: 'pey', cabin: 'premium_economy', seatsLeft: 0 })

  it('offers the fares above the current one, with what they add and cost on top', () => {
    const choices = upgradeChoices(saver, [cheaper, saver, business, flex, soldOut])
    expect(choices.map((choice) => choice.fare.id)).toEqual(['eco-flex', 'bus-flex'])
    expect(choices[0]!.difference).toEqual(sar(15_000))
    expect(choices[0]!.gains).toEqual(['checked_baggage', 'refundable'])
    expect(choices[1]!.gains).toEqual(['cabin', 'checked_baggage', 'cabin_baggage', 'refundable'])
  })

  it('offers nothing above the top fare', () => {
    expect(upgradeChoices(business, [saver, flex, business])).toEqual([])
  })
})
