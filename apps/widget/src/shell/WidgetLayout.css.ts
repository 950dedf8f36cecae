import { minWidth, vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

// Sized by its content, never by the frame: the host page sets the frame's height from this page's
// (a minimum of the viewport's height here would only let the frame grow).
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.page,
})

globalStyle('html[data-embedded="sized"], html[data-embedded="sized"] body', { overflow: 'hidden' })

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  minBlockSize: '24rem',
})

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineEnd: 'auto',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
})

export const brandName = style({ fontSize: vars.font.size.sm })

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2xs'] })

export const nav = style({
  order: 3,
  flexBasis: '100%',
  overflowX: 'auto',
  '@media': { [minWidth('md')]: { order: 0, flexBasis: 'auto' } },
})

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['2xs'],
})

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primarySubtle, color: vars.color.primaryText },
  },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
})

export const footerText = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
})
