import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const lead = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.color.textMuted })
export const totals = style({ display: 'grid', gap: vars.space.xs, margin: 0 })
export const total = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md })
export const previous = style({ margin: 0, textDecoration: 'line-through', color: vars.color.textMuted })
export const next = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg })
