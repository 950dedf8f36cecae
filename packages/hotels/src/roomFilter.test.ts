import { describe, expect, it } from 'vitest'
import { anyRoom, filterRooms, roomFacets } from './roomFilter'
import { testRate, testRoomType } from './testing/fixtures'

const rooms = [
  testRoomType('king', [
    testRate('king:room_only:flex'),
    testRate('king:breakfast:nr', { board: 'breakfast', refundable: false, freeCancellationUntil: null }),
  ]),
  testRoomType('twin', [testRate('twin:half_board:nr', { board: 'half_board', refundable: false })], {
    bedType: 'twin',
  }),
]
const rateIds = (filter: Partial<ReturnType<typeof anyRoom>>) =>
  filterRooms(rooms, { ...anyRoom(), ...filter }).flatMap((room) => room.rates.map((rate) => rate.id))

describe('the room filter', () => {
  it('keeps every rate when nothing is chosen', () => {
    expect(rateIds({})).toEqual(['king:room_only:flex', 'king:breakfast:nr', 'twin:half_board:nr'])
  })

  it('keeps the rates of the chosen board, refundable ones and the chosen bed', () => {
    expect(rateIds({ board: 'breakfast' })).toEqual(['king:breakfast:nr'])
    expect(rateIds({ refundableOnly: true })).toEqual(['king:room_only:flex'])
    expect(rateIds({ bedType: 'twin' })).toEqual(['twin:half_board:nr'])
  })

  it('drops a room type none of whose rates is left', () => {
    expect(filterRooms(rooms, { ...anyRoom(), board: 'half_board' }).map((room) => room.id)).toEqual(['twin'])
    expect(filterRooms(rooms, { ...anyRoom(), board: 'half_board', refundableOnly: true })).toEqual([])
  })

  it('offers the boards and beds the rooms have, in the contract’s order', () => {
    expect(roomFacets(rooms)).toEqual({
      boards: ['room_only', 'breakfast', 'half_board'],
      bedTypes: ['king', 'twin'],
    })
  })
})
