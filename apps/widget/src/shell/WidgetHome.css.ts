import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const home = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  inlineSize: '100%',
  boxSizing: 'border-box',
})

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [minWidth('md')]: { fontSize: vars.font.size['2xl'] } },
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
})

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const icon = style({ color: vars.color.primaryText, flexShrink: 0 })
