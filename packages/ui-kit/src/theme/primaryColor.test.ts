import { describe, expect, it } from 'vitest'
import { contrastRatio } from './color.ts'
import { vars } from './contract.css.ts'
import { primaryColorVars } from './primaryColor.ts'

const variableName = (reference: string) => /^var\((--[^,)]+)/.exec(reference)![1]!

describe('primaryColorVars', () => {
  it('sets the primary variable to the given colour', () => {
    const style = primaryColorVars('#5B2C83')
    expect(style[variableName(vars.color.primary)]).toBe('#5B2C83')
  })

  it.each(['#5B2C83', '#FFD400', '#00A3E0', '#111111', '#F5F5F5'])('keeps text readable for %s', (hex) => {
    const style = primaryColorVars(hex)
    const onPrimary = style[variableName(vars.color.onPrimary)]!
    const primaryText = style[variableName(vars.color.primaryText)]!
    expect(contrastRatio(onPrimary, hex)).toBeGreaterThanOrEqual(
      contrastRatio(hex, onPrimary === '#FFFFFF' ? '#1B2421' : '#FFFFFF'),
    )
    expect(contrastRatio(primaryText, '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
  })

  it('picks dark text on a light brand colour and white on a dark one', () => {
    expect(primaryColorVars('#FFD400')[variableName(vars.color.onPrimary)]).toBe('#1B2421')
    expect(primaryColorVars('#1A237E')[variableName(vars.color.onPrimary)]).toBe('#FFFFFF')
  })

  it('rejects a value that is not a hex colour', () => {
    expect(() => primaryColorVars('rebeccapurple')).toThrow(/hex/)
  })
})
