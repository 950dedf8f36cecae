import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const allowance = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.text,
})
