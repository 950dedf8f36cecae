import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const hero = style({
  background: `radial-gradient(120% 90% at 85% 0%, #1f8a76 0%, transparent 60%), linear-gradient(160deg, ${vars.color.inverseSurface} 0%, ${vars.color.primary} 100%)`,
  color: vars.color.textInverse,
  paddingBlock: `${vars.space['2xl']} ${vars.space.xl}`,
  paddingInline: vars.space.md,
})

export const heroInner = style({
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.md,
})

export const heading = style({
  margin: 0,
  maxInlineSize: '20ch',
  fontSize: `clamp(1.75rem, 5vw, 3rem)`,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  selectors: { '&:lang(ar)': { letterSpacing: 0 } },
})

export const lead = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  maxInlineSize: '52ch',
  fontSize: vars.font.size.lg,
  color: vars.color.textInverseMuted,
})

export const sections = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  boxSizing: 'border-box',
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.md,
  display: 'grid',
  gap: vars.space['3xl'],
  '@media': { [minWidth('md')]: { paddingInline: vars.space.lg } },
})
