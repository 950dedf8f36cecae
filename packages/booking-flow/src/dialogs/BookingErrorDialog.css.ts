import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const lead = style({ margin: 0, marginBlockEnd: vars.space.sm, color: vars.color.textMuted })
export const problems = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
})
