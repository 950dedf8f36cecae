import { vars } from '@rihla/ui-kit/theme'
import { describe, expect, it } from 'vitest'
import { PARTNER_FONTS } from './partnerFonts'
import { partnerThemeVars } from './usePartnerTheme'

const variable = (reference: string) => /^var\((--[^,)]+)/.exec(reference)![1]!

describe('partnerThemeVars', () => {
  it("sets the theme contract's tokens a partner's theme names, and only those", () => {
    const values = partnerThemeVars({
      allowedVerticals: ['hotel'],
      primaryColor: '#5b2c83',
      onPrimaryColor: '#fefefe',
      textColor: '#14202b',
      backgroundColor: '#f4f6f8',
      radius: 'square',
      font: 'cairo',
    })
    expect(values[variable(vars.color.primary)]).toBe('#5b2c83')
    expect(values[variable(vars.color.onPrimary)]).toBe('#fefefe')
    expect(values[variable(vars.color.text)]).toBe('#14202b')
    expect(values[variable(vars.color.page)]).toBe('#f4f6f8')
    expect(values[variable(vars.radius.md)]).toBe('0')
    expect(values[variable(vars.font.family.body)]).toBe(PARTNER_FONTS.cairo.family)

    const plain = partnerThemeVars({ allowedVerticals: ['hotel'], primaryColor: null, font: 'rihla' })
    expect(plain).toEqual({})
  })

  it('gives each bundled font a stack that keeps a font for the other script', () => {
    for (const { family } of Object.values(PARTNER_FONTS)) expect(family.split(',').length).toBeGreaterThan(2)
  })
})
