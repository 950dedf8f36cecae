import { describe, expect, it } from 'vitest'
import { searchEnum, searchPage, searchText } from './searchParams'

describe('search param readers', () => {
  it('keep known values and drop the rest', () => {
    expect(searchEnum(['upcoming', 'past'] as const, 'past')).toBe('past')
    expect(searchEnum(['upcoming', 'past'] as const, 'later')).toBeUndefined()
    expect(searchEnum(['upcoming', 'past'] as const, 3)).toBeUndefined()
  })

  it('read page numbers written as numbers or text, within 1 to 9999', () => {
    expect([searchPage(2), searchPage('3'), searchPage(9999)]).toEqual([2, 3, 9999])
    expect([searchPage(0), searchPage('1.5'), searchPage('x'), searchPage(10_000), searchPage(null)]).toEqual(
      [undefined, undefined, undefined, undefined, undefined],
    )
  })

  it('keep text up to its length', () => {
    expect(searchText('abc', 3)).toBe('abc')
    expect(searchText('abcd', 3)).toBeUndefined()
    expect(searchText(12, 3)).toBeUndefined()
  })
})
