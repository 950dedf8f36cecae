import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const offset = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['2xs'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.warning,
  whiteSpace: 'nowrap',
})
export const date = style({ fontWeight: vars.font.weight.regular })
