import { WIDGET_FONTS, WIDGET_RADII, widgetThemeSchema } from '@rihla/api-contract'
import type { WidgetTheme } from '@rihla/api-contract'

/** WCAG AA for normal text. */
const AA = 4.5
/** Rihla's own colours where a theme leaves one of a pair out (ui-kit's tokens). */
const RIHLA = { text: '#1B2421', page: '#F7F1E6', surface: '#FFFFFF', white: '#FFFFFF' } as const

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [red, green, blue] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!
}

/** WCAG 2.x contrast ratio, from 1 (the same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** The on-brand colour the widget uses when the theme names none: the more readable of white and Rihla's text. */
const defaultOnPrimary = (primary: string) =>
  contrastRatio(RIHLA.white, primary) >= contrastRatio(RIHLA.text, primary) ? RIHLA.white : RIHLA.text

/**
 * Each colour pair of a theme that fails WCAG AA (4.5:1), named: the text on the page's background and
 * on the widget's white cards, and the brand colour with the text on it. Empty when all pass.
 */
export function themeContrastProblems(theme: WidgetTheme): string[] {
  const pairs: [string, string, string, string][] = []
  if (theme.textColor || theme.backgroundColor) {
    const text = theme.textColor ?? RIHLA.text
    pairs.push(['text', text, 'background', theme.backgroundColor ?? RIHLA.page])
    if (theme.textColor) pairs.push(['text', text, 'card (white)', RIHLA.surface])
  }
  if (theme.primaryColor || theme.onPrimaryColor) {
    const primary = theme.primaryColor ?? '#0D6E5F'
    pairs.push(['on-brand', theme.onPrimaryColor ?? defaultOnPrimary(primary), 'brand', primary])
  }
  return pairs.flatMap(([foregroundName, foreground, backgroundName, background]) => {
    const ratio = contrastRatio(foreground, background)
    return ratio >= AA
      ? []
      : [
          `The ${foregroundName} colour ${foreground} on the ${backgroundName} colour ${background} has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs at least ${AA}:1.`,
        ]
  })
}

export interface ThemeOptions {
  'primary-color'?: string
  'on-primary-color'?: string
  'text-color'?: string
  'background-color'?: string
  font?: string
  radius?: string
}

/**
 * `widget:sign`'s theme options as the payload's theme, or every reason it is refused: a colour that
 * is not #rrggbb, an unknown font or radius, a colour pair below AA contrast. Null when none is given.
 */
export function themeFromOptions(options: ThemeOptions): { theme: WidgetTheme | null; problems: string[] } {
  const given = {
    primaryColor: options['primary-color'],
    onPrimaryColor: options['on-primary-color'],
    textColor: options['text-color'],
    backgroundColor: options['background-color'],
    font: options.font,
    radius: options.radius,
  }
  const entries = Object.entries(given).filter(([, value]) => value !== undefined)
  if (!entries.length) return { theme: null, problems: [] }

  const problems: string[] = []
  if (given.font !== undefined && !(WIDGET_FONTS as readonly string[]).includes(given.font))
    problems.push(`Unknown font "${given.font}": the widget bundles ${WIDGET_FONTS.join(', ')}.`)
  if (given.radius !== undefined && !(WIDGET_RADII as readonly string[]).includes(given.radius))
    problems.push(`Unknown radius "${given.radius}": choose one of ${WIDGET_RADII.join(', ')}.`)
  for (const [name, value] of entries)
    if (name.endsWith('Color') && !/^#[0-9a-f]{6}$/i.test(value!))
      problems.push(`The colour ${value} is not a #rrggbb colour.`)
  if (problems.length) return { theme: null, problems }

  const theme = widgetThemeSchema.parse(Object.fromEntries(entries))
  const contrast = themeContrastProblems(theme)
  return contrast.length ? { theme: null, problems: contrast } : { theme, problems: [] }
}
