import { describe, expect, it } from 'vitest'
import { radiusVars } from './radius.ts'

describe('radiusVars', () => {
  it('sets each radius token of the contract, squarer or rounder than Rihla’s', () => {
    const square = radiusVars('square')
    const round = radiusVars('round')
    expect(Object.keys(square)).toHaveLength(4)
    expect(Object.keys(square).every((name) => name.startsWith('--'))).toBe(true)
    expect(Object.keys(round)).toEqual(Object.keys(square))
    expect(Object.values(square)).toEqual(['0', '0', '2px', '4px'])
    expect(Object.values(radiusVars('soft'))).toEqual(['6px', '8px', '12px', '20px'])
  })
})
