import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const body = style({ display: 'grid', gap: vars.space.lg })
export const flight = style({ display: 'grid', gap: vars.space.md })
export const flightTitle = style({ margin: 0, fontSize: vars.font.size.lg })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
})
