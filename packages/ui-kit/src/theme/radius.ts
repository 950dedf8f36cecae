import { vars } from './contract.css.ts'
import { radii } from './tokens.ts'

/** Rihla's radius scale (`soft`), squared off or rounder, for partners' widgets. */
const SCALES = {
  square: { sm: '0', md: '0', lg: '2px', xl: '4px' },
  soft: { sm: radii.sm, md: radii.md, lg: radii.lg, xl: radii.xl },
  round: { sm: '10px', md: '14px', lg: '20px', xl: '28px' },
} as const

export type RadiusScale = keyof typeof SCALES

/**
 * Inline CSS variables that set the radius tokens of everything below the element they are set on:
 * `style={radiusVars('round')}` (`full` stays a pill either way).
 */
export function radiusVars(scale: RadiusScale): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(SCALES[scale]) as (keyof (typeof SCALES)[RadiusScale])[]).map((step) => [
      /^var\((--[^,)]+)/.exec(vars.radius[step])![1]!,
      SCALES[scale][step],
    ]),
  )
}
