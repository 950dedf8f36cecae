import { describe, expect, it } from 'vitest'
import { addDays } from './dates'
import { MAX_ROOMS, hotelSearchCriteriaSchema, lastCheckInDate, stayNights } from './hotels'
import { messages } from './messages'
import { todayInSaudiArabia } from './passenger'

const checkIn = addDays(todayInSaudiArabia(), 10)
const search = (overrides: Record<string, unknown> = {}) => ({
  destination: 'city:Makkah',
  checkIn,
  checkOut: addDays(checkIn, 2),
  rooms: [{ adults: 2 }],
  ...overrides,
})

/** The first message for each bad field, as the server reports them. */
function problems(input: unknown) {
  const byField: Record<string, string> = {}
  for (const issue of hotelSearchCriteriaSchema.safeParse(input).error?.issues ?? [])
    byField[issue.path.join('.')] ??= issue.message
  return byField
}

describe('hotelSearchCriteriaSchema', () => {
  it('takes up to 6 rooms, each with adults and its children’s ages', () => {
    const rooms = Array.from({ length: MAX_ROOMS }, () => ({ adults: 1, childAges: [0, 17] }))
    const parsed = hotelSearchCriteriaSchema.parse(search({ rooms }))
    expect(parsed).toMatchObject({ currency: 'SAR', rooms })
    expect(hotelSearchCriteriaSchema.parse(search()).rooms[0]!.childAges).toEqual([])
  })

  it('says "Maximum 6 rooms allowed" for a seventh room and asks for each child’s age', () => {
    expect(problems(search({ rooms: Array.from({ length: 7 }, () => ({ adults: 1 })) }))).toEqual({
      rooms: messages.maxRooms,
    })
    expect(problems(search({ rooms: [{ adults: 1, childAges: [4, undefined] }] }))).toEqual({
      'rooms.0.childAges.1': messages.childAgeRequired,
    })
    expect(problems(search({ rooms: [{ adults: 1, childAges: [18] }] }))).toEqual({
      'rooms.0.childAges.0': messages.invalidValue,
    })
  })

  it('wants check-out after check-in, at most 30 nights, from today to a year ahead', () => {
    expect(problems(search({ checkOut: checkIn }))).toEqual({ checkOut: messages.checkOutAfterCheckIn })
    expect(problems(search({ checkOut: addDays(checkIn, 31) }))).toEqual({ checkOut: messages.maxNights })
    const late = addDays(lastCheckInDate(), 1)
    expect(problems(search({ checkIn: late, checkOut: addDays(late, 1) }))).toEqual({
      checkIn: messages.checkInBeyondSchedule,
    })
    expect(problems(search({ checkIn: '', destination: '' }))).toMatchObject({
      checkIn: messages.dateRequired,
      destination: messages.cityRequired,
    })
  })
})

describe('stayNights', () => {
  it('lists the nights of a stay, not the check-out day, across a month’s end', () => {
    expect(stayNights('2027-01-30', '2027-02-02')).toEqual(['2027-01-30', '2027-01-31', '2027-02-01'])
    expect(stayNights('2027-01-30', '2027-01-30')).toEqual([])
  })
})
