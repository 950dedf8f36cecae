import { describe, expect, it } from 'vitest'
import { contrastRatio } from './color.ts'
import { colors } from './tokens.ts'

type ColorName = keyof typeof colors

// Every text/background pair the components render. Large text (>= 24px, or 18.66px bold) needs 3:1.
const normalTextPairs: [ColorName, ColorName][] = [
  ['text', 'page'],
  ['text', 'surface'],
  ['text', 'surfaceSubtle'],
  ['text', 'surfaceSunken'],
  ['text', 'primarySubtle'],
  ['text', 'accentSubtle'],
  ['textMuted', 'page'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceSubtle'],
  ['textMuted', 'surfaceSunken'],
  ['textInverse', 'inverseSurface'],
  ['textInverseMuted', 'inverseSurface'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryPressed'],
  ['primaryText', 'surface'],
  ['primaryText', 'page'],
  ['primaryText', 'primarySubtle'],
  ['primaryText', 'surfaceSubtle'],
  ['onAccent', 'accent'],
  ['accentText', 'surface'],
  ['accentText', 'accentSubtle'],
  ['success', 'surface'],
  ['success', 'successSubtle'],
  ['warning', 'surface'],
  ['warning', 'warningSubtle'],
  ['danger', 'surface'],
  ['danger', 'page'],
  ['danger', 'dangerSubtle'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['info', 'surface'],
  ['info', 'infoSubtle'],
]

const largeTextPairs: [ColorName, ColorName][] = [
  ['primary', 'page'],
  ['accentText', 'page'],
]

// Non-text contrast (WCAG 1.4.11): control borders and focus rings against what surrounds them.
const uiComponentPairs: [ColorName, ColorName][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'page'],
  ['focusRing', 'surface'],
  ['focusRing', 'page'],
  ['primary', 'surface'],
]

describe('theme contrast (WCAG AA)', () => {
  it.each(normalTextPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(largeTextPairs)('large %s on %s reaches 3:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(3)
  })

  it.each(uiComponentPairs)('%s against %s reaches 3:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(3)
  })
})

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5)
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#FFFFFF', '#777')).toBeCloseTo(contrastRatio('#777777', '#FFFFFF'), 10)
  })
})
