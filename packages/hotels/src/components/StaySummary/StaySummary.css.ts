import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.sm })
export const title = style({ margin: 0, fontSize: vars.font.size.lg })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const rooms = style({
  display: 'grid',
  gap: vars.space['2xs'],
  margin: 0,
  paddingInlineStart: vars.space.lg,
})
