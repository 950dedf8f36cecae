import { contrastRatio, mixColors, parseHexColor } from './color.ts'
import { vars } from './contract.css.ts'
import { colors } from './tokens.ts'

const AA_NORMAL_TEXT = 4.5

function cssVariableName(reference: string): string {
  const name = /^var\((--[^,)]+)/.exec(reference)?.[1]
  if (!name) throw new Error(`Not a CSS variable reference: ${reference}`)
  return name
}

function readableOn(background: string): string {
  return contrastRatio(colors.textInverse, background) >= contrastRatio(colors.text, background)
    ? colors.textInverse
    : colors.text
}

// A partner's brand colour may be too light for text on white: darken it in steps until it passes AA.
function readableTextColor(color: string): string {
  let candidate = color
  for (let step = 1; contrastRatio(candidate, colors.surface) < AA_NORMAL_TEXT && step <= 10; step += 1) {
    candidate = mixColors(color, '#000000', step / 10)
  }
  return candidate
}

/**
 * Inline CSS variables that recolour the primary tokens of everything below the element they are set on,
 * for partner widgets: `<div className={themeClass} style={primaryColorVars('#5B2C83')}>`.
 */
export function primaryColorVars(hex: string): Record<string, string> {
  parseHexColor(hex)
  const onPrimary = readableOn(hex)
  const shadeTarget = onPrimary === colors.textInverse ? '#000000' : '#FFFFFF'
  const values: [string, string][] = [
    [vars.color.primary, hex],
    [vars.color.primaryHover, mixColors(hex, shadeTarget, 0.14)],
    [vars.color.primaryPressed, mixColors(hex, shadeTarget, 0.26)],
    [vars.color.primarySubtle, mixColors(hex, '#FFFFFF', 0.88)],
    [vars.color.primaryText, readableTextColor(hex)],
    [vars.color.onPrimary, onPrimary],
    [vars.color.focusRing, readableTextColor(hex)],
  ]
  return Object.fromEntries(values.map(([reference, value]) => [cssVariableName(reference), value]))
}
