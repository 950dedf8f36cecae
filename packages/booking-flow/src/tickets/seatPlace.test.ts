import { describe, expect, it } from 'vitest'
import { seatPlace } from './seatPlace'

describe('seatPlace', () => {
  it('reads the coach of a train seat', () => {
    expect(seatPlace('3-12A')).toEqual({ coach: '3', seat: '12A' })
    expect(seatPlace('11-4W')).toEqual({ coach: '11', seat: '4W' })
  })
  it('gives a bus seat without a coach', () => {
    expect(seatPlace('3C')).toEqual({ coach: null, seat: '3C' })
  })
})
