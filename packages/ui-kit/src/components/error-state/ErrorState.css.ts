import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const status = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  color: vars.color.primaryText,
  fontVariantNumeric: 'tabular-nums',
})
