import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.sm })
export const heading = style({ margin: 0, fontSize: vars.font.size.lg })
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const offered = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
})
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
})
