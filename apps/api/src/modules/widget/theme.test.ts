import { describe, expect, it } from 'vitest'
import { contrastRatio, themeContrastProblems, themeFromOptions } from './theme'

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0e7490', '#0e7490')).toBe(1)
    // #767676 on white is the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
  })
})

describe('themeFromOptions', () => {
  it('accepts a readable theme with a bundled font', () => {
    expect(
      themeFromOptions({
        'primary-color': '#0e7490',
        'on-primary-color': '#ffffff',
        'text-color': '#14202b',
        'background-color': '#f4f6f8',
        font: 'cairo',
        radius: 'round',
      }),
    ).toEqual({
      theme: {
        primaryColor: '#0e7490',
        onPrimaryColor: '#ffffff',
        textColor: '#14202b',
        backgroundColor: '#f4f6f8',
        font: 'cairo',
        radius: 'round',
      },
      problems: [],
    })
    expect(themeFromOptions({})).toEqual({ theme: null, problems: [] })
  })

  it('refuses text and background below AA, naming the pair', () => {
    const { theme, problems } = themeFromOptions({ 'text-color': '#777777', 'background-color': '#ffffff' })
    expect(theme).toBeNull()
    expect(problems).toEqual([
      'The text colour #777777 on the background colour #ffffff has a contrast of 4.48:1; WCAG AA needs at least 4.5:1.',
      'The text colour #777777 on the card (white) colour #FFFFFF has a contrast of 4.48:1; WCAG AA needs at least 4.5:1.',
    ])
  })

  it('refuses a brand colour and the text on it below AA, naming the pair', () => {
    expect(themeFromOptions({ 'primary-color': '#f59e0b', 'on-primary-color': '#ffffff' }).problems).toEqual([
      'The on-brand colour #ffffff on the brand colour #f59e0b has a contrast of 2.15:1; WCAG AA needs at least 4.5:1.',
    ])
    // A mid-tone no text colour the widget would pick can be read on.
    expect(themeContrastProblems({ primaryColor: '#808080' })).toHaveLength(1)
    expect(themeContrastProblems({ primaryColor: '#0e7490' })).toEqual([])
  })

  it('refuses a font the widget does not bundle, and a colour that is not one', () => {
    expect(themeFromOptions({ font: 'comic-sans', 'primary-color': 'teal' })).toEqual({
      theme: null,
      problems: [
        'Unknown font "comic-sans": the widget bundles rihla, noto-naskh-arabic, cairo.',
        'The colour teal is not a #rrggbb colour.',
      ],
    })
  })
})
