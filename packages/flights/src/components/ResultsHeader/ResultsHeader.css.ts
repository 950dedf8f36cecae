import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], color: vars.color.text })
export const summary = style({ margin: 0, color: vars.color.textMuted })
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
