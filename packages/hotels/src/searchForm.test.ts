import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import type { HotelSuggestion } from '@rihla/api-contract/hotels'
import { describe, expect, it } from 'vitest'
import { guestCount, initialHotelSearchForm, newRoom } from './formValues'
import { addRoom, nightsOf, validateHotelSearchForm, withChildren } from './searchForm'

const makkah: HotelSuggestion = {
  id: 'city:Makkah',
  kind: 'city',
  name: 'Makkah',
  context: 'Saudi Arabia',
  hotels: 40,
}
const checkIn = addDays(todayInSaudiArabia(), 10)

describe('hotel search form', () => {
  it('counts the nights between check-in and check-out', () => {
    expect(nightsOf({ checkIn, checkOut: addDays(checkIn, 3) })).toBe(3)
    expect(nightsOf({ checkIn, checkOut: checkIn })).toBeNull()
    expect(nightsOf({ checkIn: null, checkOut: addDays(checkIn, 3) })).toBeNull()
  })

  it('refuses a seventh room with the message of the specification', () => {
    let rooms = initialHotelSearchForm().rooms
    for (let i = 0; i < 5; i++) rooms = addRoom(rooms).rooms
    expect(rooms).toHaveLength(6)
    const seventh = addRoom(rooms)
    expect(seventh.rooms).toHaveLength(6)
    expect(seventh.error).toBe('Maximum 6 rooms allowed')
  })

  it('adds children without an age and drops the last ages when there are fewer', () => {
    const room = withChildren({ adults: 2, childAges: [5] }, 3)
    expect(room.childAges).toEqual([5, null, null])
    expect(withChildren(room, 1).childAges).toEqual([5])
    expect(guestCount([room, newRoom()])).toBe(7)
  })

  it('asks for the destination and dates, in the visitor language', () => {
    const result = validateHotelSearchForm(initialHotelSearchForm(), 'en')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.destination).toBe('City is required')
    expect(result.errors.checkIn).toBe('Date is required')
    const arabic = validateHotelSearchForm(initialHotelSearchForm(), 'ar')
    expect(arabic.ok || arabic.errors.destination).not.toBe('City is required')
  })

  it('says "Child age is required" under the child whose age is missing', () => {
    const result = validateHotelSearchForm(
      {
        destination: makkah,
        checkIn,
        checkOut: addDays(checkIn, 2),
        rooms: [{ adults: 1, childAges: [4, null] }],
      },
      'en',
    )
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors['rooms.0.childAges.1']).toBe('Child age is required')
  })

  it('gives the criteria of a complete form', () => {
    const result = validateHotelSearchForm(
      { destination: makkah, checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 2, childAges: [7] }] },
      'en',
    )
    expect(result).toEqual({
      ok: true,
      criteria: {
        destination: 'city:Makkah',
        checkIn,
        checkOut: addDays(checkIn, 2),
        rooms: [{ adults: 2, childAges: [7] }],
        currency: 'SAR',
      },
    })
  })
})
