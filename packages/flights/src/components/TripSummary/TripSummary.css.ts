import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const summary = style({ display: 'grid', gap: vars.space.md })
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  justifyContent: 'space-between',
})
export const title = style({ margin: 0, fontSize: vars.font.size.xl })
export const fare = style({ margin: 0, color: vars.color.textMuted })
