import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const text = style({ margin: 0, color: vars.color.text })
export const legs = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontWeight: vars.font.weight.semibold,
})
