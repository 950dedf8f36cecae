import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const status = style({ margin: 0, color: vars.color.textMuted })
