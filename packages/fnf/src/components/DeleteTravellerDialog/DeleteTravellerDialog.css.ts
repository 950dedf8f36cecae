import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const message = style({ margin: 0 })

export const error = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
})
