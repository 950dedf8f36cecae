import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
})

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
})

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: `calc(-1 * ${vars.space['3xl']})`,
  zIndex: vars.zIndex.loading,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { insetBlockStart: vars.space.md } },
})

export const container = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
})

export const errorHeader = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
  },
])
