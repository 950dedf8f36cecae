import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.md })
export const title = style({ margin: 0, fontSize: vars.font.size.lg })
export const legs = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })
export const route = style({ margin: 0, fontWeight: vars.font.weight.semibold })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const facts = style({ fontSize: vars.font.size.sm })
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
})
