import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const body = style({ display: 'grid', gap: vars.space.lg })
export const allowance = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.text,
})
export const leg = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 'none' })
export const legTitle = style({ margin: 0, fontSize: vars.font.size.lg })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
})
