import { describe, expect, it } from 'vitest'
import { criteriaFromAddress, parseRooms, placeSlug, resultsLocation, roomsParam } from './address'

describe('hotel results address', () => {
  it('writes rooms so they read back the same', () => {
    const rooms = [
      { adults: 2, childAges: [5, 7] },
      { adults: 1, childAges: [] },
    ]
    expect(roomsParam(rooms)).toBe('2-5-7,1')
    expect(parseRooms('2-5-7,1')).toEqual(rooms)
    expect(parseRooms('2-x')).toEqual([])
    expect(parseRooms(undefined)).toEqual([])
  })

  it('names the place in the path and the whole search in the query', () => {
    const location = resultsLocation(
      {
        destination: 'city:Al Khobar',
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        rooms: [{ adults: 2, childAges: [4] }],
      },
      'Al Khobar',
    )
    expect(location.params.place).toBe('al-khobar')
    expect(location.search).toEqual({
      destination: 'city:Al Khobar',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: '2-4',
    })
    expect(criteriaFromAddress(location.search, 'SAR').rooms).toEqual([{ adults: 2, childAges: [4] }])
    expect(placeSlug('مكة المكرمة')).toBe('مكة-المكرمة')
  })
})
