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

const sectionGap = vars.space['3xl']

export const sections = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  boxSizing: 'border-box',
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.md,
  display: 'grid',
  gap: sectionGap,
  '@media': { [minWidth('md')]: { paddingInline: vars.space.lg } },
})

/**
 * The sections below the first screen are laid out and painted only as they come near it: the first
 * paint of a phone's screen then lays out a third of the page. Their height until then is the one
 * they last had, or about a phone screen's worth of sections; only the height (a width would widen the
 * page, and shift every element of an Arabic one).
 */
export const belowTheFold = style({
  display: 'grid',
  gap: sectionGap,
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 2400px',
})
