import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const pending = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '760px',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
})
