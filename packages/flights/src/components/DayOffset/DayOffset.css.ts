import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const offset = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['2xs'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.warning,
  // "+1" and the date wrap onto two lines, and the date within itself, rather than widen a narrow card
  // (an Arabic weekday at 200% text is wider than the arrival column of a 320 px screen).
  flexWrap: 'wrap',
  justifyContent: 'inherit',
})
export const date = style({ fontWeight: vars.font.weight.regular })
