import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const illustration = style({
  display: 'block',
  blockSize: 'auto',
  maxInlineSize: '100%',
})

export const size = styleVariants({
  sm: { inlineSize: '128px' },
  md: { inlineSize: '200px' },
  lg: { inlineSize: '280px' },
})

// Artwork colours come from the theme, so a partner's primary colour recolours it too.
export const fill = styleVariants({
  sand: { fill: vars.color.surfaceSunken },
  sandDeep: { fill: vars.color.skeleton },
  surface: { fill: vars.color.surface },
  teal: { fill: vars.color.primary },
  tealDeep: { fill: vars.color.primaryPressed },
  tealSoft: { fill: vars.color.primarySubtle },
  saffron: { fill: vars.color.accent },
  saffronSoft: { fill: vars.color.accentSubtle },
  ink: { fill: vars.color.text },
  muted: { fill: vars.color.borderStrong },
})

export const stroke = styleVariants({
  surface: { stroke: vars.color.surface },
  teal: { stroke: vars.color.primary },
  saffron: { stroke: vars.color.accent },
  ink: { stroke: vars.color.text },
  danger: { stroke: vars.color.danger },
  muted: { stroke: vars.color.borderStrong },
})

export const line = style({
  fill: 'none',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
})
